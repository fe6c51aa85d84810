import fs from 'node:fs'
import path from 'node:path'

const PREFIX = '/_next/static/'
/** A stylesheet larger than this stays a file of its own (the site's own is about 62 KB). */
const MAX_INLINE_BYTES = 128 * 1024
/** A type no browser styles with: a link of this type is never fetched (HTML's "type" hint). */
const INERT_TYPE = 'text/x-inlined-above'
/** How Next.js writes a page's stylesheets into its <head>. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g

/**
 * The build's stylesheets written into a page's <head>, so that its first paint waits for
 * the page alone and not for a second request. On a phone's connection that request is a whole
 * round trip after the HTML has arrived (Lighthouse's slow 4G: about 0.6 s of its largest paint);
 * the site's stylesheet adds about 10 KB to each page as sent (brotli), and 62 KB to each page the
 * cache keeps in memory.
 *
 * Each `<link rel="stylesheet">` Next.js wrote becomes the stylesheet's text in a `<style>`,
 * followed by the same link with a type no browser styles with and `disabled`: neither the
 * browser nor its preload scanner fetches it, and React, which looks for the page's stylesheets
 * by address (whatever their type) when it hydrates or moves to another page, finds it there and
 * neither adds nor loads it again. A stylesheet is left as it is when it is not one of the
 * build's files, is large, cannot be read, or names other files by relative address
 * (`url(../media/…)` would resolve against the page instead, and `@import` or `image-set()` may).
 * The `<style>` needs the security headers' `style-src 'unsafe-inline'`.
 *
 * The page cache applies it to every page it sends (`rewriteHead`), as the `<head>` passes: given
 * a page up to its `</head>` (or a whole page without one), it returns it changed, or as it was.
 */
export function inlineStylesheets(distDir: string): (html: Buffer) => Buffer {
  const root = path.resolve(distDir, 'static')
  /** Each stylesheet's text once read, or null when it stays a link (the build never changes). */
  const texts = new Map<string, string | null>()

  const textOf = (href: string): string | null => {
    if (!texts.has(href)) texts.set(href, readInlinable(root, href))
    return texts.get(href)!
  }

  return (html) => {
    const page = html.toString('utf8')
    const headEnd = page.indexOf('</head>')
    if (headEnd < 0) return html
    let changed = false
    const head = page.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string, order) => {
      const text = textOf(href)
      if (text === null) return link
      changed = true
      return `<style data-inlined-from="${href}">${text}</style><link rel="stylesheet" href="${href}" data-precedence="${order}" type="${INERT_TYPE}" disabled=""/>`
    })
    return changed ? Buffer.from(head + page.slice(headEnd), 'utf8') : html
  }
}

/** The stylesheet's text when it may go inline, else null. */
function readInlinable(root: string, href: string): string | null {
  if (!href.startsWith(PREFIX) || !href.endsWith('.css') || /[?#]/.test(href)) return null
  let file: string
  try {
    file = path.resolve(root, decodeURIComponent(href.slice(PREFIX.length)))
  } catch {
    return null
  }
  if (!file.startsWith(root + path.sep)) return null
  let text: string
  try {
    if (fs.statSync(file).size > MAX_INLINE_BYTES) return null
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
  text = text.replace(/^\uFEFF/, '') // a byte-order mark inside <style> would spoil the first rule
  if (/<\/style/i.test(text) || /@import|image-set\(/i.test(text) || hasRelativeUrl(text))
    return null
  return text
}

/** Whether the stylesheet names a file by an address relative to itself. */
function hasRelativeUrl(css: string): boolean {
  for (const [, target = ''] of css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi))
    if (!/^(data:|#|\/|https?:)/i.test(target)) return true
  return false
}
