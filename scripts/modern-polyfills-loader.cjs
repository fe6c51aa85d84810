// A Turbopack loader for Next.js's client polyfill module, which every page loads. That module
// patches ten features into old browsers; every browser Next.js 16 supports (Chrome and Edge 111,
// Firefox 111, Safari 16.4, and newer) has nine of them, and Lighthouse reports the module as
// legacy JavaScript on every page. What is left is the one feature some of those browsers still
// lack: URL.canParse (Chrome 120, Firefox 115, Safari 17).
module.exports = function modernPolyfills() {
  return `if (!('canParse' in URL)) {
  URL.canParse = function canParse(url, base) {
    try {
      return !!new URL(url, base)
    } catch (_) {
      return false
    }
  }
}
`
}
