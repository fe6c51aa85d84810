// Palette: the site's navy ink and brass, plus a few muted landscape tones and sky gradients.

export const INK = {
  950: '#0b1324',
  900: '#111c33',
  800: '#1c2a47',
  700: '#2c3b5c',
  600: '#47567a',
}
export const BRASS = { 300: '#e4c98a', 400: '#d4b062', 500: '#c09a45', 700: '#7d5f1c' }
export const STONE = { 50: '#faf8f4', 100: '#f3efe7' }
export const GLOW = '#f6dfa4' // lit windows, lamps

export const SKY = {
  dusk: `${INK[950]} 0, ${INK[800]} 0.4, #6e6a84 0.72, #dcae76 1`,
  dawn: '#2c3b5c 0, #7d7a91 0.45, #dcac8c 0.8, #f2d8ad 1',
  day: '#5d7093 0, #a9b4c6 0.55, #ebe2cd 1',
  golden: '#34405f 0, #97838a 0.45, #e2b67f 0.8, #f3dcaa 1',
}
