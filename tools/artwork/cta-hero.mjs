// The call-to-action hero, 2400 x 1200: a country estate on a hill.

import { GLOW, INK, STONE } from './palette.mjs'
import { D, bump, f, mix, pathEl, range, rect } from './util.mjs'
import { clouds, fields, mist, ridge, sky, treeline } from './landscape.mjs'
import { texture, vignette } from './finish.mjs'
import { house } from './buildings.mjs'
import { fence } from './props.mjs'

/** A Georgian country house: a five-bay main block with a portico, chimneys and two wings. */
function estateHouse(s, { x, y, k = 1, wall = '#eadcc0', roof = '#3a4160', lit = 0.5 }) {
  const shade = mix(wall, INK[950], 0.22)
  const mw = 300 * k
  const mh = 130 * k
  const top = y - mh
  const wing = (cx) =>
    house(s, {
      x: cx,
      y,
      w: 130 * k,
      h: 82 * k,
      roofH: 40 * k,
      wall: shade,
      roof,
      gable: 'side',
      cols: 3,
      rows: 1,
      lit,
      door: false,
      chimney: false,
    })
  const out = [wing(x - 205 * k), wing(x + 205 * k)]
  for (const cx of [x - mw * 0.36, x + mw * 0.36])
    out.push(pathEl(rect(cx - 9 * k, top - 95 * k, 18 * k, 60 * k), mix(roof, wall, 0.35)))
  out.push(
    house(s, {
      x,
      y,
      w: mw,
      h: mh,
      roofH: 62 * k,
      wall,
      roof,
      gable: 'side',
      cols: 5,
      rows: 2,
      lit,
      door: false,
      chimney: false,
      winSize: 0.34,
    }),
  )
  // Cornice, portico with a pediment and columns, a lit fanlight door.
  out.push(pathEl(rect(x - mw / 2 - 4 * k, top - 2 * k, mw + 8 * k, 6 * k), STONE[50]))
  const pw = 90 * k
  out.push(pathEl(rect(x - pw / 2, y - 72 * k, pw, 72 * k), mix(wall, INK[950], 0.35)))
  out.push(
    pathEl(
      `M${f(x - 11 * k)},${f(y)}v${f(-40 * k)}a${f(11 * k)},${f(11 * k)} 0 0,1 ${f(22 * k)},0v${f(40 * k)}Z`,
      GLOW,
    ),
  )
  out.push(
    pathEl(
      range(4)
        .map((i) => rect(x - pw / 2 + 4 * k + i * ((pw - 14 * k) / 3), y - 72 * k, 6 * k, 72 * k))
        .join(''),
      STONE[50],
    ),
  )
  out.push(
    pathEl(
      D`M${x - pw / 2 - 6 * k},${y - 72 * k}L${x},${y - 100 * k}L${x + pw / 2 + 6 * k},${y - 72 * k}Z`,
      STONE[50],
    ),
  )
  out.push(
    pathEl(
      D`M${x - pw / 2 + 6 * k},${y - 76 * k}L${x},${y - 93 * k}L${x + pw / 2 - 6 * k},${y - 76 * k}Z`,
      shade,
    ),
  )
  out.push(
    pathEl(rect(x - mw / 2 - 40 * k, y - 3 * k, mw + 80 * k, 6 * k), mix(wall, INK[950], 0.3)),
  )
  return out.join('')
}

export function ctaHero(s) {
  const { w, h } = s
  const sun = { x: w * 0.84, y: h * 0.5, r: 40, glow: 800, glowOpacity: 0.85, color: '#f1cf8c' }
  s.add(
    sky(s, {
      stops: `${INK[800]} 0, #56587a 0.3, #b98d70 0.55, #e8bf82 0.75, #f4dcaa 0.9`,
      sun,
    }),
    clouds(s, { y0: h * 0.1, y1: h * 0.38, count: 9, color: '#f0c996', opacity: 0.35 }),
  )
  const far = ridge(s, {
    y: h * 0.56,
    amp: 45,
    scale: 700,
    fill: '#9a8ea0',
    mist: '#f2d3a2',
    mistAmount: 0.6,
  })
  const mid = ridge(s, {
    y: h * 0.63,
    amp: 30,
    scale: 450,
    fill: '#767a78',
    mist: '#d8b98a',
    mistAmount: 0.35,
  })
  const farm = ridge(s, { y: h * 0.71, amp: 30, scale: 500, fill: '#7d7e5e' })
  s.add(far.svg, mist(s, { y: h * 0.6, h: 80, color: '#f6dcb0', opacity: 0.35 }))
  s.add(treeline(s, mid.yAt, { spacing: 12, h: [16, 32], fill: '#767a78', cover: 0.8 }), mid.svg)
  s.add(
    treeline(s, farm.yAt, { spacing: 16, h: [24, 44], fill: '#5c6650', cover: 0.6, kind: 'round' }),
    farm.svg,
    fields(s, farm.yAt, {
      rows: [6, 40, 90, 160],
      tones: ['#8a865e', '#7b7f58', '#94895f', '#717655'],
      hedge: { color: '#56604a', size: 7 },
    }),
    mist(s, { y: h * 0.72, h: 60, color: '#f6dcb0', opacity: 0.2 }),
  )
  // The hill and the house on its crest.
  const hx = w * 0.42
  const hill = ridge(s, {
    y: h * 0.9,
    amp: 10,
    scale: 600,
    octaves: 2,
    fill: '#6f7248',
    shape: (x) => bump(x, hx, 520, -h * 0.2) + bump(x, w * 0.95, 400, -h * 0.06),
  })
  const hillLight = s.linear('#c4a86a 0 0.6, #c4a86a 0.5 0', { x1: 1, y1: 0, x2: 0, y2: 0.3 })
  const crest = hill.yAt(hx)
  s.add(
    treeline(s, hill.yAt, {
      x0: hx - 520,
      x1: hx - 260,
      spacing: 40,
      h: [110, 190],
      kind: 'round',
      fill: '#2f3b34',
      sink: 30,
    }),
    treeline(s, hill.yAt, {
      x0: hx + 300,
      x1: hx + 520,
      spacing: 40,
      h: [120, 200],
      kind: 'mixed',
      fill: '#2f3b34',
      sink: 30,
    }),
    hill.svg,
    pathEl(hill.d, hillLight),
    estateHouse(s, { x: hx, y: crest + 6, k: 1.2 }),
    // A winding drive down toward the viewer.
    pathEl(
      `M${f(hx - 18)},${f(crest + 6)}C${f(hx - 30)},${f(crest + 80)} ${f(hx + 260)},${f(crest + 120)} ${f(hx + 200)},${f(h * 0.95)}` +
        `L${f(hx + 330)},${f(h * 0.98)}C${f(hx + 380)},${f(crest + 120)} ${f(hx + 10)},${f(crest + 80)} ${f(hx + 18)},${f(crest + 6)}Z`,
      '#d9c398',
      { opacity: 0.55 },
    ),
    treeline(s, hill.yAt, {
      x0: hx - 300,
      x1: hx - 200,
      spacing: 30,
      h: [60, 80],
      kind: 'round',
      fill: '#3b4a3c',
      sink: 14,
    }),
  )
  const fg = ridge(s, {
    y: h * 0.97,
    amp: 16,
    scale: 400,
    fill: '#2a3227',
    shape: (x) => bump(x, 0, 500, -h * 0.08),
  })
  s.add(
    treeline(s, fg.yAt, {
      x0: -60,
      x1: w * 0.16,
      spacing: 40,
      h: [260, 420],
      kind: 'round',
      fill: '#1e2620',
      sink: 30,
    }),
    treeline(s, fg.yAt, {
      x0: w * 0.88,
      x1: w + 60,
      spacing: 40,
      h: [240, 380],
      kind: 'mixed',
      fill: '#1e2620',
      sink: 30,
    }),
    fg.svg,
    fence(s, fg.yAt, { x0: w * 0.12, x1: w * 0.9, spacing: 90, h: 34, color: '#cdbf9f', width: 4 }),
    vignette(s, { opacity: 0.4 }),
    texture(s, { freq: 0.006, octaves: 3 }),
  )
}
