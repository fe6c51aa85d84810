// What bench:web reads from each page before Lighthouse runs: its first-load JavaScript, its
// preloaded (LCP) image, fetched once so the image optimizer's cache is warm as on a live site,
// and its scripts and styles asked for with brotli until the server has its brotli copies
// (scripts/static-brotli.mjs makes them on first request, as it would for a live site's first visitor).
import zlib from 'node:zlib'

export const GZIP_LEVEL = 9 // like `gzip -9`: deterministic, and what a CDN's best gzip would send

// Measured like the floor in platform-notes.md: every same-origin /_next/static script the HTML
// references (script tags, script preloads), gzipped by us. `nomodule` scripts are left out:
// they are polyfills that modern browsers never download (about 39 KiB here).
export async function firstLoadJs(base, route) {
  const urls = await staticUrls(base, route, /\.js$/)
  const files = []
  for (const url of urls) {
    const r = await fetch(url)
    if (!r.ok) throw new Error(`GET ${url} answered ${r.status}`)
    const body = Buffer.from(await r.arrayBuffer())
    const gzipBytes = zlib.gzipSync(body, { level: GZIP_LEVEL }).length
    files.push({ url: url.slice(base.length), bytes: body.length, gzipBytes })
  }
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files }
}

/** Asks for the page's scripts and styles with brotli until they come so; the bytes sent. */
export async function warmBrotli(base, route) {
  let sent = 0
  for (const url of await staticUrls(base, route, /\.(?:js|css)$/)) {
    for (let attempt = 1; ; attempt++) {
      const r = await fetch(url, { headers: { 'accept-encoding': 'br' } })
      await r.arrayBuffer() // fetch decompresses; the bytes sent are the Content-Length
      if (r.headers.get('content-encoding') === 'br') {
        sent += Number(r.headers.get('content-length'))
        break
      }
      if (attempt === 40) throw new Error(`${url} never came with brotli (scripts/server.mjs?)`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return sent
}

// Every same-origin /_next/static file the HTML references: script tags, script preloads and
// stylesheets, as absolute URLs.
async function staticUrls(base, route, pattern) {
  const res = await fetch(base + route)
  if (res.status !== 200) throw new Error(`GET ${route} answered ${res.status}, expected 200`)
  const html = await res.text()
  const attr = (tag, name) => new RegExp(`\\b${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const srcs = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi))
    if (!/\bnomodule\b/i.test(tag) && attr(tag, 'src')) srcs.push(attr(tag, 'src'))
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel') ?? ''
    const script =
      /modulepreload/i.test(rel) || (/preload/i.test(rel) && attr(tag, 'as') === 'script')
    if (script || /stylesheet/i.test(rel)) srcs.push(attr(tag, 'href'))
  }
  const urls = new Set()
  for (const src of srcs.filter(Boolean)) {
    const url = new URL(src.replaceAll('&amp;', '&'), base)
    const ours = url.origin === base && url.pathname.startsWith('/_next/static/')
    if (ours && pattern.test(url.pathname)) urls.add(url.href)
  }
  return urls
}

export async function warmPreloadedImages(base, route) {
  const html = await (await fetch(base + route)).text()
  for (const [tag] of html.matchAll(/<link\b[^>]*\bas="image"[^>]*>/gi)) {
    const set = /imageSrcSet="([^"]*)"/i.exec(tag)?.[1] ?? /href="([^"]*)"/i.exec(tag)?.[1] ?? ''
    for (const candidate of set.replaceAll('&amp;', '&').split(',')) {
      const src = candidate.trim().split(/\s+/)[0]
      if (src) await fetch(new URL(src, base), { headers: { accept: 'image/webp,image/*' } })
    }
  }
}
