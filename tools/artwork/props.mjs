// Farm and street props: barns, silos, fences, horses, lamps and the High Point monument.
// Positions are at ground level (x, y).

import { GLOW, INK, STONE } from './palette.mjs'
import { D, circle, el, f, mix, pathEl, poly, range, rect } from './util.mjs'

/** A gambrel-roofed barn in muted red, with white trim and an X-braced door. */
export function barn(
  s,
  { x, y, k = 1, wall = '#7c3f36', roof = '#3a3d4a', trim = STONE[100], side = 90 },
) {
  const w = 120 * k
  const h = 70 * k
  const [L, R, top, sd, dw] = [x - w / 2, x + w / 2, y - h, side * k, w * 0.36]
  const apex = [x, top - 64 * k]
  const knee = [R - 0.1 * w, top - 32 * k]
  const shift = ([px, py]) => [px + sd, py]
  const line = (d) => pathEl(d, 'none', { stroke: trim, 'stroke-width': f(3 * k) })
  return [
    pathEl(rect(R, top, sd, h), mix(wall, INK[950], 0.3)),
    pathEl(
      poly([apex, shift(apex), shift(knee), shift([R + 4 * k, top]), [R + 4 * k, top], knee]),
      mix(roof, INK[950], 0.15),
    ),
    pathEl(
      poly([[L, y], [L, top], [L + 0.1 * w, top - 32 * k], apex, knee, [R, top], [R, y]]),
      wall,
    ),
    line(
      `M${f(L)},${f(top)}L${f(L + 0.1 * w)},${f(top - 32 * k)}L${f(x)},${f(top - 64 * k)}L${f(knee[0])},${f(knee[1])}L${f(R)},${f(top)}`,
    ),
    pathEl(rect(x - dw / 2, y - h * 0.72, dw, h * 0.72), mix(wall, INK[950], 0.2)),
    line(
      `M${f(x - dw / 2)},${f(y - h * 0.72)}L${f(x + dw / 2)},${f(y)}M${f(x + dw / 2)},${f(y - h * 0.72)}L${f(x - dw / 2)},${f(y)}`,
    ),
    line(rect(x - dw / 2, y - h * 0.72, dw, h * 0.72)),
    pathEl(rect(x - 7 * k, top - 40 * k, 14 * k, 14 * k), trim),
    pathEl(
      range(3)
        .map((i) => rect(R + sd * (0.2 + i * 0.28), top + h * 0.3, sd * 0.12, h * 0.2))
        .join(''),
      mix(wall, INK[950], 0.55),
    ),
  ].join('')
}

/** A silo: a tall cylinder with a dome cap, lit on one side. */
export function silo(s, { x, y, k = 1, color = '#b9b3a6', cap = INK[600] }) {
  const w = 34 * k
  const h = 150 * k
  return [
    pathEl(rect(x - w / 2, y - h, w, h), color),
    pathEl(rect(x + w * 0.15, y - h, w * 0.35, h), mix(color, INK[950], 0.22)),
    pathEl(`M${f(x - w / 2)},${f(y - h)}a${f(w / 2)},${f(w / 2)} 0 0,1 ${f(w)},0Z`, cap),
    ...range(6).map((i) =>
      pathEl(rect(x - w / 2, y - h + 20 * k + i * 22 * k, w, 1.5 * k), mix(color, INK[950], 0.25)),
    ),
  ].join('')
}

/** A post-and-rail fence along the ground line yAt(x). */
export function fence(
  s,
  yAt,
  { x0, x1, spacing = 60, h = 30, color = STONE[100], width = 3, rails = 2 },
) {
  let d = ''
  for (let x = x0; x <= x1; x += spacing) d += rect(x - width / 2, yAt(x) - h, width * 1.4, h)
  for (let r = 0; r < rails; r++) {
    const k = h * (0.2 + (r * 0.55) / Math.max(1, rails - 1))
    const pts = []
    for (let x = x0; x <= x1; x += spacing / 2) pts.push([x, yAt(x) - h + k])
    d += poly([...pts, ...pts.map(([px, py]) => [px, py + width * 0.9]).reverse()])
  }
  return pathEl(d, color)
}

/** A standing horse in silhouette, facing right (flip < 0 faces left); (x, y) at the hooves. */
export function horse(x, y, size, fill, flip = 1) {
  const d =
    'M15,42C22,33 40,36 58,36C64,35 68,30 74,22C79,15 84,10 88,7L89,2L92,7C97,11 104,20 108,27' +
    'C110,31 107,34 103,33C98,32 94,31 91,33C88,40 84,48 82,56C81,60 80,63 78,64L80,99L76,99' +
    'L73,68L71,99L67,99L66,67C54,69 40,69 30,66L31,80L28,99L24,99L25,80L22,67L20,80L18,99L14,99' +
    'L16,80C13,72 12,62 13,54C9,60 7,70 8,78L5,78C4,66 7,52 15,42Z'
  const k = size / 100
  return el('path', {
    d,
    fill,
    transform: `translate(${f(x - 58 * k * flip)},${f(y - 99 * k)}) scale(${f(k * flip)},${f(k)})`,
  })
}

/** A street lamp with a warm halo. */
export function lamp(s, { x, y, k = 1, color = INK[900] }) {
  const halo = s.radial(`${GLOW} 0 0.55, ${GLOW} 1 0`, { cx: x, cy: y - 70 * k, r: 34 * k })
  return [
    pathEl(circle(x, y - 70 * k, 34 * k), halo),
    pathEl(
      rect(x - 1.5 * k, y - 64 * k, 3 * k, 64 * k) + rect(x - 5 * k, y - 3 * k, 10 * k, 3 * k),
      color,
    ),
    pathEl(
      D`M${x - 6 * k},${y - 78 * k}L${x + 6 * k},${y - 78 * k}L${x + 4 * k},${y - 64 * k}L${x - 4 * k},${y - 64 * k}Z`,
      GLOW,
    ),
    pathEl(D`M${x - 8 * k},${y - 78 * k}L${x},${y - 86 * k}L${x + 8 * k},${y - 78 * k}Z`, color),
  ].join('')
}

/** A tapered stone obelisk (the High Point monument) with a pyramid cap. */
export function obelisk(x, y, height, color, shade) {
  const b = height * 0.075
  const t = height * 0.05
  const capY = y - height * 0.9
  return [
    pathEl(D`M${x - b},${y}L${x - t},${capY}L${x + t},${capY}L${x + b},${y}Z`, color),
    pathEl(D`M${x + b * 0.15},${y}L${x + t * 0.15},${capY}L${x + t},${capY}L${x + b},${y}Z`, shade),
    pathEl(D`M${x - t},${capY}L${x},${y - height}L${x + t},${capY}Z`, shade),
  ].join('')
}
