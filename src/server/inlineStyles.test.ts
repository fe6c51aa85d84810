import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { inlineStylesheets } from './inlineStyles'

// A build folder with the stylesheets a page may name, as Next.js writes them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
const chunks = path.join(dist, 'static', 'chunks')
fs.mkdirSync(chunks, { recursive: true })
const SITE = '.site{color:#111c33}.hero{background:url(data:image/svg+xml,%3Csvg%3E)}'
fs.writeFileSync(path.join(chunks, 'site.css'), SITE)
fs.writeFileSync(path.join(chunks, 'print.css'), '\uFEFF@media print{.site{color:#000}}')
fs.writeFileSync(path.join(chunks, 'map.css'), '.tiles{background:url(../media/layers.png)}')
fs.writeFileSync(path.join(chunks, 'shout.css'), '.tiles{background:URL( "layers.png" )}')
fs.writeFileSync(path.join(chunks, 'import.css'), '@import "more.css";')
fs.writeFileSync(path.join(chunks, 'set.css'), '.a{background:image-set("a.png" 1x)}')
fs.writeFileSync(path.join(chunks, 'odd.css'), '.x{content:"</style><script>"}')
fs.writeFileSync(path.join(chunks, 'huge.css'), `.x{}${' '.repeat(200 * 1024)}`)
fs.writeFileSync(path.join(dist, 'secret.css'), '.outside{}')

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`
const page = (head: string, body = '<main>Hi</main>') =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`)
const prepare = inlineStylesheets(dist)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))
const inert = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-precedence="next" type="text/x-inlined-above" disabled=""/>`

describe('the stylesheets written into a kept page', () => {
  it('puts each stylesheet in the head, and keeps its link where it was, inert', () => {
    const site = '/_next/static/chunks/site.css'
    const print = '/_next/static/chunks/print.css'
    const html = prepare(page(`<meta charset="utf-8"/>${link(site)}${link(print)}`))
    expect(html.toString()).toBe(
      page(
        `<meta charset="utf-8"/><style data-inlined-from="${site}">${SITE}</style>${inert(site)}` +
          // Without the byte-order mark, which inside <style> would spoil the first rule.
          `<style data-inlined-from="${print}">@media print{.site{color:#000}}</style>${inert(print)}`,
      ).toString(),
    )
  })

  it('leaves a link as it is when its file cannot go inline', () => {
    for (const href of [
      '/_next/static/chunks/map.css', // names an image relative to itself
      '/_next/static/chunks/shout.css', // the same, spelled otherwise
      '/_next/static/chunks/import.css',
      '/_next/static/chunks/set.css',
      '/_next/static/chunks/odd.css', // would end the <style> early
      '/_next/static/chunks/huge.css',
      '/_next/static/chunks/gone.css',
      '/_next/static/../secret.css',
      '/_next/static/chunks/site.css?v=2',
      'https://cdn.example.com/site.css',
    ]) {
      const original = page(link(href))
      expect(prepare(original).toString(), href).toBe(original.toString())
    }
  })

  it('changes nothing outside the head', () => {
    const original = page('', `<p>${link('/_next/static/chunks/site.css')}</p>`)
    expect(prepare(original).toString()).toBe(original.toString())
    const noHead = Buffer.from(link('/_next/static/chunks/site.css'))
    expect(prepare(noHead)).toBe(noHead)
  })
})
