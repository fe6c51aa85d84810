// Lettering: glyph outlines read straight from the site's own Playfair Display (WOFF 1.0, TrueType
// outlines), so the monograms match the headings and need no system fonts.

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { ROOT, f, range } from './util.mjs'

export const FONT_FILE =
  'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff'

export async function loadFont(file) {
  const b = await readFile(path.join(ROOT, file))
  const t = {}
  for (let i = 0; i < b.readUInt16BE(12); i++) {
    const o = 44 + i * 20
    const [off, comp, orig] = [4, 8, 12].map((k) => b.readUInt32BE(o + k))
    const raw = b.subarray(off, off + comp)
    t[b.toString('latin1', o, o + 4)] = comp < orig ? inflateSync(raw) : raw
  }
  const unitsPerEm = t.head.readUInt16BE(18)
  const longLoca = t.head.readInt16BE(50) === 1
  const loca = (g) => (longLoca ? t.loca.readUInt32BE(g * 4) : t.loca.readUInt16BE(g * 2) * 2)
  const hMetrics = t.hhea.readUInt16BE(34)
  const advance = (g) => t.hmtx.readUInt16BE(4 * Math.min(g, hMetrics - 1))
  // cmap: the Windows Unicode BMP subtable, format 4.
  let sub = 0
  for (let i = 0; i < t.cmap.readUInt16BE(2); i++) {
    const o = 4 + i * 8
    if (t.cmap.readUInt16BE(o) === 3 && t.cmap.readUInt16BE(o + 2) === 1)
      sub = t.cmap.readUInt32BE(o + 4)
  }
  const glyphIndex = (code) => {
    const c = t.cmap
    const segs = c.readUInt16BE(sub + 6) / 2
    const ends = sub + 14
    const starts = ends + segs * 2 + 2
    const deltas = starts + segs * 2
    const ranges = deltas + segs * 2
    for (let i = 0; i < segs; i++) {
      if (c.readUInt16BE(ends + i * 2) < code) continue
      const start = c.readUInt16BE(starts + i * 2)
      if (start > code) return 0
      const ro = c.readUInt16BE(ranges + i * 2)
      if (ro === 0) return (code + c.readInt16BE(deltas + i * 2)) & 0xffff
      const g = c.readUInt16BE(ranges + i * 2 + ro + (code - start) * 2)
      return g === 0 ? 0 : (g + c.readInt16BE(deltas + i * 2)) & 0xffff
    }
    return 0
  }
  return {
    unitsPerEm,
    advance,
    glyphIndex,
    outline: (g) => glyphOutline(t.glyf, loca(g), loca(g + 1)),
  }
}

/** A simple TrueType glyph's contours as arrays of { x, y, on } points (font units, y up). */
function glyphOutline(glyf, start, end) {
  if (start === end) return []
  const n = glyf.readInt16BE(start)
  if (n < 0) throw new Error('composite glyphs are not supported')
  const ends = range(n).map((i) => glyf.readUInt16BE(start + 10 + i * 2))
  const count = ends.at(-1) + 1
  let p = start + 10 + n * 2
  p += 2 + glyf.readUInt16BE(p) // skip the hinting instructions
  const flags = []
  while (flags.length < count) {
    const flag = glyf[p++]
    flags.push(flag)
    if (flag & 8) for (let r = glyf[p++]; r > 0; r--) flags.push(flag)
  }
  const coords = (short, same) => {
    let v = 0
    return flags.map((flag) => {
      if (flag & short) v += flag & same ? glyf[p++] : -glyf[p++]
      else if (!(flag & same)) {
        v += glyf.readInt16BE(p)
        p += 2
      }
      return v
    })
  }
  const xs = coords(2, 16)
  const ys = coords(4, 32)
  const pts = flags.map((flag, i) => ({ x: xs[i], y: ys[i], on: (flag & 1) === 1 }))
  return ends.map((e, i) => pts.slice(i === 0 ? 0 : ends[i - 1] + 1, e + 1))
}

/** SVG path for a line of text, left edge at x, baseline at y, `size` px em. */
export function textPath(font, text, x, y, size, tracking = 0) {
  const k = size / font.unitsPerEm
  let d = ''
  let pen = x
  for (const ch of text) {
    const g = font.glyphIndex(ch.codePointAt(0))
    const P = (q) => `${f(pen + q.x * k)},${f(y - q.y * k)}`
    for (const contour of font.outline(g)) {
      // Quadratic B-splines: insert the implied on-curve midpoints between off-curve points.
      const pts = []
      contour.forEach((q, i) => {
        const next = contour[(i + 1) % contour.length]
        pts.push(q)
        if (!q.on && !next.on) pts.push({ x: (q.x + next.x) / 2, y: (q.y + next.y) / 2, on: true })
      })
      const first = pts.findIndex((q) => q.on)
      const ring = [...pts.slice(first), ...pts.slice(0, first)]
      d += `M${P(ring[0])}`
      for (let i = 1; i <= ring.length; i++) {
        const q = ring[i % ring.length]
        if (q.on) d += `L${P(q)}`
        else d += `Q${P(q)} ${P(ring[++i % ring.length])}`
      }
      d += 'Z'
    }
    pen += font.advance(g) * k + tracking
  }
  return { d, width: pen - x - tracking }
}
