// Water and waterside props: reflections, lakes, rivers, docks, canoes and chairs.

import { BRASS } from './palette.mjs'
import { D, el, f, pathEl, rect, smoothPath } from './util.mjs'

/** Scenery mirrored about the line `y`, softened and clipped to the water. */
export function reflection(s, svgs, y, clip, opacity = 0.55) {
  const mirror = {
    transform: D`matrix(1,0,0,-1,0,${2 * y})`,
    opacity,
    filter: s.blur(2.5 * (s.w / 2400)),
  }
  return el('g', { 'clip-path': clip }, el('g', mirror, svgs.join('')))
}

/**
 * Still water from `y` to `bottom`: a gradient, the mirrored scenery above it (blurred, darker),
 * ripple lines, and an optional glitter path under the sun.
 */
export function lake(s, opts) {
  const { y, bottom = s.h, stops, reflect = [], reflectOpacity = 0.55, x0 = 0, x1 = s.w } = opts
  const { ripples = 60, rippleColor = '#ffffff', glitter, shore } = opts
  const area = shore ?? rect(x0, y, x1 - x0, bottom - y)
  const clip = s.clip(area)
  const out = [pathEl(area, s.linear(stops, { y1: y, y2: bottom, user: true }))]
  if (reflect.length) out.push(reflection(s, reflect, y, clip, reflectOpacity))
  let d = ''
  for (let i = 0; i < ripples; i++) {
    const t = s.rnd() ** 1.6
    const ry = y + 4 + t * (bottom - y)
    const len = s.r(30, 220) * (0.4 + t) * (s.w / 2400)
    const rx = s.r(x0 - 50, x1)
    d += rect(rx, ry, len, Math.max(1, 1.2 + t * 2.2) * (s.w / 2400))
  }
  out.push(el('g', { 'clip-path': clip }, pathEl(d, rippleColor, { opacity: 0.09 })))
  if (glitter) {
    const { x, width = 160, color = BRASS[300], count = 70, opacity = 0.75 } = glitter
    let g = ''
    for (let i = 0; i < count; i++) {
      const t = s.rnd() ** 1.3
      const gy = y + 3 + t * (bottom - y) * 0.9
      const spread = width * (0.35 + t * 1.4)
      const gx = x + (s.rnd() - 0.5) * spread
      const len = s.r(10, 60) * (0.5 + t) * (s.w / 2400)
      g += rect(gx - len / 2, gy, len, (1.2 + t * 2.5) * (s.w / 2400))
    }
    out.push(el('g', { 'clip-path': clip }, pathEl(g, color, { opacity })))
  }
  return out.join('')
}

/** A wooden dock on posts, reaching from the shore at (x, y) toward dx. */
export function dock(s, { x, y, len, k = 1, color = '#5a4a3c', dir = 1 }) {
  const deck = 8 * k
  let d = rect(Math.min(x, x + dir * len), y - deck, len, deck)
  for (let i = 0; i <= len; i += 40 * k)
    d += rect(x + dir * i - 2 * k, y - deck, 4 * k, deck + 16 * k)
  return pathEl(d, color)
}

/**
 * A winding river given as a centre line of [x, y, width] points (far to near), filled with a
 * water gradient, ripple lines and any reflected scenery.
 */
export function river(s, pts, { stops, reflect = [], y: mirror, ripples = 40 }) {
  const left = smoothPath(pts.map(([x, y, w]) => [x - w / 2, y]))
  const right = smoothPath(pts.map(([x, y, w]) => [x + w / 2, y]).reverse(), { move: false })
  const d = left + right + 'Z'
  const top = Math.min(...pts.map((p) => p[1]))
  const bottom = Math.max(...pts.map((p) => p[1]))
  return lake(s, { y: mirror ?? top, bottom, stops, reflect, shore: d, ripples, x0: 0, x1: s.w })
}

/** A canoe seen side-on. */
export function canoe(x, y, len, color) {
  const hgt = len * 0.1
  return pathEl(
    `M${f(x - len / 2)},${f(y - hgt)}C${f(x - len * 0.3)},${f(y + hgt * 1.3)} ${f(x + len * 0.3)},${f(y + hgt * 1.3)} ${f(x + len / 2)},${f(y - hgt)}` +
      `C${f(x + len * 0.3)},${f(y - hgt * 0.5)} ${f(x - len * 0.3)},${f(y - hgt * 0.5)} ${f(x - len / 2)},${f(y - hgt)}Z`,
    color,
  )
}

/** An Adirondack chair in silhouette, facing left or right. */
export function chair(x, y, k, color, dir = 1) {
  const d =
    'M0,0L4,-16L-2,-40L4,-41L11,-17L26,-17L26,-26L32,-26L32,-17L34,-17L32,-12L28,-12L28,0L24,0L24,-12L8,-12L6,0Z'
  return el('path', {
    d,
    fill: color,
    transform: `translate(${f(x)},${f(y)}) scale(${f(k * dir)},${f(k)})`,
  })
}

/** A dock running from the bottom of the picture toward the horizon, in one-point perspective. */
export function perspectiveDock(
  s,
  { x, y0, y1, w0, w1, color = '#6b5a48', light = '#8a7660', posts = '#3a3029' },
) {
  const out = []
  const at = (t) => [y0 + (y1 - y0) * t, w0 + (w1 - w0) * t]
  for (const side of [-1, 1]) {
    let d = ''
    for (let i = 0; i <= 6; i++) {
      const t = (i / 6) ** 0.7
      const [py, pw] = at(t)
      d += rect(x + (side * pw) / 2 - pw * 0.025, py - pw * 0.02, pw * 0.05, pw * 0.2)
    }
    out.push(pathEl(d, posts))
  }
  out.push(
    pathEl(
      D`M${x - w0 / 2},${y0}L${x - w1 / 2},${y1}L${x + w1 / 2},${y1}L${x + w0 / 2},${y0}Z`,
      color,
    ),
  )
  let planks = ''
  for (let i = 1; i < 28; i++) {
    const [py, pw] = at(1 - (1 - i / 28) ** 1.8)
    planks += rect(x - pw / 2, py, pw, Math.max(0.8, pw * 0.006))
  }
  out.push(pathEl(planks, posts, { opacity: 0.5 }))
  out.push(
    pathEl(
      D`M${x - w0 / 2},${y0}L${x - w1 / 2},${y1}L${x - w1 / 2 + w1 * 0.04},${y1}L${x - w0 / 2 + w0 * 0.04},${y0}Z`,
      light,
    ),
  )
  return out.join('')
}
