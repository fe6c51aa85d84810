import localFont from 'next/font/local'

// Shipped with the npm packages (@fontsource): no font download at build or run time.
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export const playfair = localFont({
  src: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  variable: '--font-playfair',
  weight: '600',
  display: 'swap',
})
