// Landscape helpers: sky, clouds, ridges, trees, mist and fields. Each returns an SVG string (or an
// object with one) to add to a scene.

import { BRASS } from './palette.mjs'
import { D, circle, f, mix, noise1d, pathEl, poly, rect, smoothPath } from './util.mjs'

/** A vertical sky gradient with an optional sun (glow + soft disc). */
export function sky(s, { stops, sun, to = s.h }) {
  const out = [pathEl(rect(0, 0, s.w, to), s.linear(stops))]
  if (sun) {
    const { x, y, r = 40, color = BRASS[300], glow = 520, glowOpacity = 0.55 } = sun
    out.push(
      pathEl(
        rect(0, 0, s.w, to),
        s.radial(`${color} 0 ${glowOpacity}, ${color} 0.35 ${glowOpacity * 0.35}, ${color} 1 0`, {
          cx: x,
          cy: y,
          rx: glow * 1.6,
          ry: glow,
        }),
      ),
    )
    if (r > 0) out.push(pathEl(circle(x, y, r), mix(color, '#fff6e0', 0.2), { opacity: 0.95 }))
  }
  return out.join('')
}

/** Long, soft stratus streaks: the calm clouds of dawn and dusk. */
export function clouds(
  s,
  { y0, y1, count = 8, color, opacity = 0.35, x0 = 0, x1 = s.w, thick = 10 },
) {
  const k = s.w / 2400
  const lens = (cx, cy, rx, ry) =>
    D`M${cx - rx},${cy}Q${cx},${cy - ry * 2} ${cx + rx},${cy}Q${cx},${cy + ry * 1.2} ${cx - rx},${cy}Z`
  let d = ''
  for (let i = 0; i < count; i++) {
    const cx = s.r(x0, x1)
    const cy = s.r(y0, y1)
    const len = s.r(160, 520) * k
    const t = s.r(0.6, 1.3) * thick * k
    d += lens(cx, cy, len, t)
    for (let j = 0; j < 3; j++) {
      d += lens(
        cx + s.r(-0.8, 0.8) * len,
        cy + s.r(-1.5, 1.5) * t,
        len * s.r(0.2, 0.55),
        t * s.r(0.4, 0.8),
      )
    }
  }
  return pathEl(d, color, { opacity, filter: s.blur(f(4 * k + 1)) })
}

/**
 * A ridge of hills: a noisy skyline from x0 to x1, filled down to `bottom`.
 * `shape(x)` adds a deterministic offset (a peak, a notch); `mist` fades the base toward a colour.
 * Returns { svg, d, yAt } so trees, fields and buildings can sit on it.
 */
export function ridge(s, opts) {
  const { y, amp = 60, scale = 500, octaves = 4, fill, mist, mistAmount = 0.55 } = opts
  const { shape = () => 0, x0 = -40, x1 = s.w + 40, bottom = s.h, step = 12 } = opts
  const n = noise1d(s.rnd, { scale, octaves })
  const yAt = (x) => y + amp * n(x) + shape(x)
  const pts = []
  for (let x = x0; x < x1 + step; x += step) pts.push([x, yAt(x)])
  const d = smoothPath(pts) + D`L${x1},${bottom}L${x0},${bottom}Z`
  const top = Math.min(...pts.map((p) => p[1]))
  const paint = mist
    ? s.linear(`${fill} 0, ${mix(fill, mist, mistAmount)} 1`, {
        y1: top,
        y2: Math.min(bottom, y + amp + (bottom - y) * 0.35),
        user: true,
      })
    : fill
  return { svg: pathEl(d, paint), d, yAt }
}

/** One conifer: ragged, slightly uneven tiers; (x, y) is the foot of the trunk. */
function conifer(s, x, y, h, w) {
  const tiers = 6 + Math.floor(s.r(0, 3))
  const side = (sign) => {
    const pts = []
    for (let i = 1; i <= tiers; i++) {
      const t = i / tiers
      const ty = y - h + h * 0.9 * t
      const tw = (w / 2) * (0.12 + 0.88 * t) * s.r(0.75, 1.15)
      pts.push([x + sign * tw, ty + h * 0.012], [x + sign * tw * s.r(0.3, 0.5), ty - h * 0.012])
    }
    pts.pop()
    pts.push([x + sign * w * 0.05, y - h * 0.1], [x + sign * w * 0.05, y])
    return pts
  }
  return poly([[x, y - h], ...side(1), ...side(-1).reverse()])
}

/** One broadleaf tree: a cluster of overlapping circles on a short trunk. */
function roundTree(s, x, y, h, w) {
  const r = w / 2
  const cy = y - h + r * 1.1
  let d = rect(x - w * 0.035, cy, w * 0.07, y - cy)
  const blobs = 5 + Math.floor(s.r(0, 3))
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2 + s.r(0, 1)
    const k = i === 0 ? 0 : s.r(0.35, 0.55)
    d += circle(x + Math.cos(a) * r * k, cy + Math.sin(a) * r * k * 0.8, r * s.r(0.5, 0.7))
  }
  return d
}

/**
 * A line of trees along a ground line yAt(x). kind: 'conifer' | 'round' | 'mixed'.
 * `cover` (0-1) thins the line into natural clumps; heights swell and dip with the same noise.
 */
export function treeline(s, yAt, opts) {
  const { x0 = 0, x1 = s.w, spacing = 18, h = [40, 80], kind = 'mixed', fill, sink = 4 } = opts
  const { gap, aspect = 0.4, opacity, cover = 1, clump = 260 } = opts
  const n = noise1d(s.rnd, { scale: clump, octaves: 2 })
  let d = ''
  for (let x = x0; x < x1; x += spacing * s.r(0.55, 1.35)) {
    const v = n(x) * 0.5 + 0.5
    if ((gap && gap(x)) || v > cover) continue
    const th = s.r(h[0], h[1]) * (0.75 + 0.5 * (1 - v))
    const conif = kind === 'conifer' || (kind === 'mixed' && s.rnd() < 0.5)
    d += conif
      ? conifer(s, x, yAt(x) + sink, th, th * aspect * s.r(0.8, 1.2))
      : roundTree(s, x, yAt(x) + sink, th * 0.8, th * 0.7 * s.r(0.8, 1.2))
  }
  return pathEl(d, fill, { opacity })
}

/** A horizontal band of mist. */
export function mist(
  s,
  { y, h = 80, color = '#ffffff', opacity = 0.25, x0 = -100, x1 = s.w + 100 },
) {
  const paint = s.linear(`${color} 0 0, ${color} 0.5 1, ${color} 1 0`)
  return pathEl(rect(x0, y - h / 2, x1 - x0, h), paint, { opacity })
}

/**
 * Patchwork fields on a hillside: bands that follow the ridge line yAt(x) between the depths in
 * `rows` (pixels below the line), split by slanted boundaries, each band its own tone, with
 * faint furrows and, here and there, hedgerows along the joins.
 */
export function fields(s, yAt, opts) {
  const { x0 = -40, x1 = s.w + 40, rows, tones, furrow = '#000000', hedge, cols = 4 } = opts
  const { step = 16, furrowOpacity = 0.07, slant = 0.8 } = opts
  const edge = (a, b, k) => {
    const pts = []
    const n = Math.max(1, Math.ceil(Math.abs(b - a) / step))
    for (let i = 0; i <= n; i++) pts.push([a + ((b - a) * i) / n, yAt(a + ((b - a) * i) / n) + k])
    return pts
  }
  let out = ''
  let hedges = ''
  const dots = (pts, size) => {
    for (let i = 0; i < pts.length - 1; i++) {
      const [[ax, ay], [bx, by]] = [pts[i], pts[i + 1]]
      const n = Math.ceil(Math.hypot(bx - ax, by - ay) / (size * 0.9))
      for (let j = 0; j < n; j++)
        hedges += circle(
          ax + ((bx - ax) * j) / n,
          ay + ((by - ay) * j) / n - size * 0.3,
          size * s.r(0.45, 0.8),
        )
    }
  }
  let last = -1
  for (let r = 0; r < rows.length - 1; r++) {
    const [k1, k2] = [rows[r], rows[r + 1]]
    const depth = k2 - k1
    const cuts = [[x0, x0]]
    while (cuts.at(-1)[0] < x1) {
      const xt = cuts.at(-1)[0] + ((x1 - x0) / cols) * s.r(0.45, 1.6)
      cuts.push([xt, xt + s.r(-slant, slant) * depth])
    }
    cuts[cuts.length - 1] = [x1, x1]
    for (let c = 0; c < cuts.length - 1; c++) {
      const [a, b] = [cuts[c], cuts[c + 1]]
      let tone = Math.floor(s.rnd() * tones.length)
      if (tone === last) tone = (tone + 1) % tones.length
      last = tone
      out += pathEl(poly([...edge(a[0], b[0], k1), ...edge(b[1], a[1], k2)]), tones[tone])
      const lines = Math.floor(s.r(4, 10))
      let fd = ''
      for (let i = 1; i < lines; i++) {
        const t = i / lines
        const k = k1 + depth * t
        const [xa, xb] = [a[0] + (a[1] - a[0]) * t, b[0] + (b[1] - b[0]) * t]
        fd += poly([...edge(xa, xb, k), ...edge(xb, xa, k + Math.max(0.8, depth * 0.02))])
      }
      out += pathEl(fd, furrow, { opacity: furrowOpacity })
      if (hedge && c > 0 && s.rnd() < 0.5) {
        dots(
          [
            [a[0], yAt(a[0]) + k1],
            [a[1], yAt(a[1]) + k2],
          ],
          hedge.size * (0.6 + (0.4 * k2) / rows.at(-1)),
        )
      }
    }
    if (hedge && s.rnd() < 0.7) {
      const from = s.r(x0, x1 * 0.4)
      dots(
        edge(from, s.r(from + (x1 - x0) * 0.3, x1), k2),
        hedge.size * (0.6 + (0.4 * k2) / rows.at(-1)),
      )
    }
  }
  return out + (hedge ? pathEl(hedges, hedge.color) : '')
}

/** Stacked hills: each layer { y, amp, scale, fill, mist, mistAmount, trees } → ridge objects. */
export function hills(s, layers) {
  return layers.map((l) => {
    const r = ridge(s, { scale: 450, ...l })
    if (l.trees) {
      const { h: th = [14, 30], cover = 0.7, kind = 'mixed', spacing = th[0] * 0.6 } = l.trees
      s.add(
        treeline(s, r.yAt, {
          h: th,
          cover,
          kind,
          spacing,
          fill: l.trees.fill ?? l.fill,
          sink: th[0] * 0.4,
        }),
      )
    }
    s.add(r.svg)
    if (l.haze)
      s.add(
        mist(s, {
          y: l.y + (l.amp ?? 60) * 0.8,
          h: l.haze[1],
          color: l.haze[0],
          opacity: l.haze[2] ?? 0.3,
        }),
      )
    return r
  })
}
