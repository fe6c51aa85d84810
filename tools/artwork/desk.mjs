// The desk and the objects lying on it, shared by the process steps.

import { BRASS, INK, STONE } from './palette.mjs'
import { D, circle, el, f, pathEl, range, rect } from './util.mjs'
import { texture, vignette } from './finish.mjs'

/** A soft drop shadow filter (shared), for objects lying on the desk. */
function dropShadow(s, { dx = 10, dy = 14, blur = 9, opacity = 0.45 } = {}) {
  const key = `shadow${dx},${dy},${blur},${opacity}`
  if (!s.filters.has(key)) {
    const id = s.id('s')
    s.defs.push(
      el(
        'filter',
        { id, x: '-20%', y: '-20%', width: '140%', height: '140%' },
        el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: blur }) +
          el('feOffset', { dx, dy, result: 'o' }) +
          el('feFlood', { 'flood-color': '#050a14', 'flood-opacity': opacity }) +
          el('feComposite', { in2: 'o', operator: 'in' }) +
          el('feMerge', {}, el('feMergeNode', {}) + el('feMergeNode', { in: 'SourceGraphic' })),
      ),
    )
    s.filters.set(key, `url(#${id})`)
  }
  return s.filters.get(key)
}

/** Place a group: translated, rotated (degrees) and shadowed. */
export function onDesk(s, svg, { x, y, rotate = 0, scale = 1 }) {
  return el(
    'g',
    { filter: dropShadow(s) },
    el('g', { transform: `translate(${f(x)},${f(y)}) rotate(${rotate}) scale(${scale})` }, svg),
  )
}

export function desk(s) {
  const { w, h } = s
  s.add(
    pathEl(
      rect(0, 0, w, h),
      s.linear(`${INK[800]} 0, ${INK[900]} 1`, { x1: 0, y1: 0, x2: 1, y2: 1 }),
    ),
    pathEl(
      rect(0, 0, w, h),
      s.radial(`${BRASS[400]} 0 0.22, ${BRASS[400]} 1 0`, {
        cx: w * 0.25,
        cy: h * 0.2,
        rx: w * 0.8,
        ry: h * 0.9,
      }),
    ),
    pathEl(
      range(14)
        .map((i) => rect(0, i * 60 + s.r(0, 30), w, s.r(1, 2.5)))
        .join(''),
      '#ffffff',
      { opacity: 0.025 },
    ),
  )
}

export const finishDesk = (s) =>
  s.add(vignette(s, { opacity: 0.5 }), texture(s, { freq: 0.012, octaves: 3 }))

/** A cup of coffee on its saucer, seen from above. */
export function cup(r) {
  return [
    pathEl(circle(0, 0, r * 1.55), STONE[100]),
    pathEl(circle(0, 0, r * 1.2), '#e2dccf'),
    pathEl(rect(r * 0.85, -r * 0.16, r * 0.6, r * 0.32), STONE[50]),
    pathEl(circle(0, 0, r), STONE[50]),
    pathEl(circle(0, 0, r * 0.84), '#4a2f22'),
    pathEl(circle(-r * 0.18, -r * 0.2, r * 0.42), '#7a5238', { opacity: 0.7 }),
    el('circle', {
      cx: 0,
      cy: 0,
      r: r,
      fill: 'none',
      stroke: BRASS[500],
      'stroke-width': r * 0.05,
    }),
  ].join('')
}

/** A fountain pen along the x axis, centred. */
export function pen(len, color = INK[950]) {
  const r = len * 0.045
  return [
    pathEl(
      `M${f(-len / 2 + r)},${f(-r)}H${f(len * 0.3)}L${f(len / 2)},0L${f(len * 0.3)},${f(r)}H${f(-len / 2 + r)}a${f(r)},${f(r)} 0 0,1 0,${f(-2 * r)}Z`,
      color,
    ),
    pathEl(D`M${len * 0.3},${-r * 0.7}L${len / 2},${0}L${len * 0.3},${r * 0.7}Z`, BRASS[400]),
    pathEl(
      rect(len * 0.05, -r, len * 0.05, 2 * r) + rect(-len * 0.38, -r * 1.25, len * 0.3, r * 0.5),
      BRASS[500],
    ),
  ].join('')
}

/** A sheet of paper with ruled lines (and optionally a signature), centred. */
export function paper(w, h, { lines = 10, signature = false, fill = STONE[50] } = {}) {
  let ruled = ''
  for (let i = 0; i < lines; i++)
    ruled += rect(-w * 0.38, -h * 0.36 + (i * (h * 0.6)) / lines, w * (i % 4 === 3 ? 0.5 : 0.76), 3)
  const out = [pathEl(rect(-w / 2, -h / 2, w, h), fill), pathEl(ruled, '#b9b3a6')]
  if (signature) {
    out.push(
      pathEl(rect(-w * 0.38, h * 0.36, w * 0.5, 2), INK[700]),
      pathEl(`M${f(-w * 0.36)},${f(h * 0.34)}c20,-40 30,10 45,-18s10,28 30,4s20,6 40,-10`, 'none', {
        stroke: INK[800],
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    )
  }
  return out.join('')
}

/** A key along the x axis, bow at the origin. */
export function key(len, color = BRASS[400]) {
  const r = len * 0.17
  const shaft = len - r * 2
  return [
    pathEl(circle(0, 0, r) + circle(0, 0, r * 0.45), color, { 'fill-rule': 'evenodd' }),
    pathEl(rect(r * 0.9, -r * 0.18, shaft, r * 0.36), color),
    pathEl(
      D`M${len - r * 1.6},${r * 0.1}L${len - r * 1.6},${r * 0.75}L${len - r * 1.25},${r * 0.75}L${len - r * 1.25},${r * 0.45}L${len - r * 0.9},${r * 0.45}L${len - r * 0.9},${r * 0.75}L${len - r * 0.5},${r * 0.6}L${len - r * 0.5},${r * 0.1}Z`,
      color,
    ),
    pathEl(circle(-r * 0.35, -r * 0.35, r * 0.25), '#ffffff', { opacity: 0.25 }),
  ].join('')
}
