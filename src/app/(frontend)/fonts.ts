import localFont from 'next/font/local'

// Headings only. Body text uses the visitor's own system font (globals.css): no font download
// before the first paint, which on a mobile connection was worth about 0.3 s of LCP.
// Shipped with the npm package (@fontsource): no font download at build or run time.
// 'optional': if the (preloaded) font is not there for the first paint, that page view keeps the
// fallback serif instead of swapping later, which moved the hero's text (a layout shift of 0.37 on
// a market report in one Lighthouse run of five); the next page has it from the cache.
export const playfair = localFont({
  src: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  variable: '--font-playfair',
  weight: '600',
  display: 'optional',
})
