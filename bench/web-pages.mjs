// What bench:web reads from each page before Lighthouse runs: its first-load JavaScript, its
// preloaded (LCP) image, fetched once so the image optimizer's cache is warm as on a live site,
// and the bytes its scripts and styles take on the wire.
import http from 'node:http'
import zlib from 'node:zlib'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

export const GZIP_LEVEL = 9 // like `gzip -9`: deterministic, and what a CDN's best gzip would send

// Measured the same way for the bare floor page: every same-origin /_next/static script the HTML
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

/**
 * The bytes the server sends for the page's scripts and styles to a browser that accepts gzip and
 * brotli, counted on the wire (fetch would hide the encoding). The server makes each file's
 * brotli copy on its first request, as it would for a live site's first visitor: asked again
 * until it comes with brotli, so Lighthouse meets the copies as later visitors do.
 */
export async function bytesSent(base, route) {
  let sent = 0
  for (const url of await staticUrls(base, route, /\.(?:js|css)$/)) {
    for (let attempt = 1; ; attempt++) {
      const { encoding, bytes } = await rawGet(url)
      if (encoding === 'br') {
        sent += bytes
        break
      }
      // The production server always gives static files a brotli copy: its absence is a defect.
      if (attempt === 40)
        throw new Error(`${url} never came with brotli (src/server/staticBrotli.ts)`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return sent
}

function rawGet(url) {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' }
    const request = http.get(url, { headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }))
    })
    request.on('error', reject)
  })
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

/**
 * The map's code: every script and stylesheet a browser downloads when the visitor opens the map
 * view of `route` (after the page itself has loaded), gzip-compressed like the first load.
 * Driven in Debian's Chromium through Playwright, since only a click tells what the map loads.
 */
export async function mapCode(base, route) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    const seen = []
    page.on('response', (r) => {
      const url = new URL(r.url())
      if (url.origin === base && /^\/_next\/static\/.*\.(?:js|css)$/.test(url.pathname))
        seen.push(url.href)
    })
    await page.goto(base + route, { waitUntil: 'networkidle' })
    const before = new Set(seen)
    await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Map' }).click()
    await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const files = []
    for (const url of new Set(seen.filter((u) => !before.has(u)))) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer())
      const gzipBytes = zlib.gzipSync(body, { level: GZIP_LEVEL }).length
      files.push({ url: url.slice(base.length), bytes: body.length, gzipBytes })
    }
    return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files }
  } finally {
    await browser.close()
  }
}
