// Small utilities: colour mixing, number formatting, noise, and SVG path and element builders.

import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const hex = (c) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')
/** Mix two hex colours: t = 0 gives a, t = 1 gives b. */
export const mix = (a, b, t) => hex(rgb(a).map((v, i) => v + (rgb(b)[i] - v) * t))
export const f = (n) => Math.round(n * 10) / 10 // one decimal keeps the SVG short
export const range = (n) => Array.from({ length: n }, (_, i) => i)
/** A Gaussian bump: handy for shaping a peak (negative height) or a notch into a ridge. */
export const bump = (x, centre, width, height) =>
  height * Math.exp(-((x - centre) ** 2) / (2 * width ** 2))

/** 1-D value noise in [-1, 1] with octaves; `scale` is the wavelength of the first octave. */
export function noise1d(rnd, { scale = 400, octaves = 4, gain = 0.5 } = {}) {
  const lattice = range(512).map(() => rnd() * 2 - 1)
  const smooth = (x) => {
    const i = Math.floor(x)
    const t = x - i
    const s = t * t * (3 - 2 * t)
    const a = lattice[((i % 512) + 512) % 512]
    const b = lattice[(((i + 1) % 512) + 512) % 512]
    return a + (b - a) * s
  }
  return (x) => {
    let sum = 0
    let amp = 1
    let norm = 0
    for (let o = 0; o < octaves; o++) {
      sum += smooth((x / scale) * 2 ** o + o * 17.3) * amp
      norm += amp
      amp *= gain
    }
    return sum / norm
  }
}

/** A smooth SVG path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points, { move = true } = {}) {
  let d = move ? D`M${points[0][0]},${points[0][1]}` : D`L${points[0][0]},${points[0][1]}`
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [
      points[i - 1] ?? points[i],
      points[i],
      points[i + 1],
      points[i + 2] ?? points[i + 1],
    ]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += D`C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`
  }
  return d
}

/** Tagged template for SVG path data: interpolated numbers are rounded, strings kept. */
export const D = (strings, ...values) =>
  strings.reduce((d, text, i) => {
    const v = values[i - 1]
    return d + (typeof v === 'number' ? f(v) : v) + text
  })
export const poly = (pts) => 'M' + pts.map(([x, y]) => D`${x},${y}`).join('L') + 'Z'
export const circle = (cx, cy, r) =>
  D`M${cx - r},${cy}a${r},${r} 0 1,1 ${2 * r},0a${r},${r} 0 1,1 ${-2 * r},0Z`
export const rect = (x, y, w, h) => D`M${x},${y}h${w}v${h}h${-w}Z`
export const el = (tag, attrs, inner) => {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? +v.toFixed(3) : v}"`)
    .join('')
  return inner === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${inner}</${tag}>`
}
export const pathEl = (d, fill, extra = {}) => el('path', { d, fill, ...extra })
