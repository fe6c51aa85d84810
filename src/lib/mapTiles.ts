/**
 * Where the map's background tiles come from. Any XYZ tile server works (`{z}/{x}/{y}`, and `{s}`
 * for rotating subdomains); OpenStreetMap's standard tiles by default, which ask for their
 * attribution to be shown. "none" draws no tiles: markers and controls over a plain background,
 * as they also appear when the tile server cannot be reached.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

export type MapTiles = { url: string | null; attribution: string }

export function mapTiles(
  // Literal reads: next.config.ts's `env` has Next.js write the build's values in their place,
  // and the production server (src/server, compiled apart) loads this file too.
  url = process.env.MAP_TILE_URL,
  attribution = process.env.MAP_ATTRIBUTION,
): MapTiles {
  const given = url?.trim()
  if (given === 'none') return { url: null, attribution: attribution?.trim() ?? '' }
  if (!given)
    return { url: DEFAULT_TILE_URL, attribution: attribution?.trim() || DEFAULT_ATTRIBUTION }
  return { url: given, attribution: attribution?.trim() ?? '' }
}

/**
 * The tile server as a Content-Security-Policy source, so pages may load its images and nothing
 * else from outside: `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`.
 * Null when there are no tiles or the address is not an http(s) URL.
 */
export function tileSource(url: string | null): string | null {
  if (!url) return null
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url.trim())
  if (!match) return null
  const host = match[2]!.replace(/\{s\}/g, '*').toLowerCase()
  if (!/^[a-z0-9*.-]+(:\d+)?$/.test(host)) return null
  return `${match[1]!.toLowerCase()}://${host}`
}
