import { describe, expect, it } from 'vitest'

import { DEFAULT_TILE_URL, mapTiles, tileSource } from './mapTiles'
import { securityHeaders } from './securityHeaders'

const csp = (tiles: string | null) =>
  securityHeaders(false, tiles).find((h) => h.key === 'Content-Security-Policy')!.value

describe('map tiles', () => {
  it("default to OpenStreetMap's tiles and credit, and the policy allows that host only", () => {
    const tiles = mapTiles(undefined, undefined)
    expect(tiles.url).toBe(DEFAULT_TILE_URL)
    expect(tiles.attribution).toContain('OpenStreetMap')
    expect(csp(tileSource(tiles.url))).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    )
  })

  it('take a provider with rotating subdomains as a wildcard of that domain alone', () => {
    expect(tileSource('https://{s}.tiles.example.net/{z}/{x}/{y}.png?key=k')).toBe(
      'https://*.tiles.example.net',
    )
    expect(tileSource('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080')
  })

  it('draw none with "none", and let nothing odd into the policy', () => {
    expect(mapTiles('none', undefined).url).toBeNull()
    expect(csp(tileSource(null))).toContain("img-src 'self' data: blob:;")
    expect(tileSource('javascript:alert(1)')).toBeNull()
    expect(tileSource("https://evil.example; script-src 'unsafe-eval'/{z}")).toBeNull()
  })
})
