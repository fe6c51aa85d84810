// Debian's Chromium as every browser run here starts it (the browser tests, the benchmarks,
// Lighthouse): headless, no sandbox (it runs as root in a container), no GPU, and none of its
// calls home, which would fail without network and slow the first load.

/** The browser: CHROME_PATH, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
