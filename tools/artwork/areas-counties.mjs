// Area cards, 1200 x 800: the two counties.

import { BRASS, INK, SKY } from './palette.mjs'
import { D, bump, pathEl } from './util.mjs'
import { clouds, fields, hills, mist, ridge, sky, treeline } from './landscape.mjs'
import { lake } from './water.mjs'
import { texture, vignette } from './finish.mjs'
import { barn, obelisk, silo } from './props.mjs'

export function sussexCard(s) {
  const { w } = s
  const wl = 520
  const hp = 860 // High Point
  const sun = { x: 320, y: 430, r: 0, glow: 420, glowOpacity: 0.6, color: BRASS[300] }
  s.add(
    sky(s, { stops: SKY.dusk, sun, to: wl }),
    clouds(s, { y0: 90, y1: 320, count: 7, color: '#c9a27c', opacity: 0.3 }),
  )
  const ridgeTop = ridge(s, {
    y: 420,
    amp: 12,
    scale: 400,
    fill: '#4b5574',
    mist: '#b99a84',
    mistAmount: 0.5,
    shape: (x) => bump(x, hp, 220, -45) - x * 0.085 + 40,
  })
  const ridgePines = treeline(s, ridgeTop.yAt, {
    spacing: 5,
    h: [6, 12],
    kind: 'conifer',
    fill: '#4b5574',
    cover: 0.9,
    sink: 3,
    gap: (x) => Math.abs(x - hp) < 30,
  })
  const monument = obelisk(hp, ridgeTop.yAt(hp) + 8, 120, '#9a9cb0', '#646c88')
  const mid = ridge(s, {
    y: 478,
    amp: 16,
    scale: 300,
    fill: '#2f3a58',
    mist: '#6f6d80',
    mistAmount: 0.35,
  })
  const midTrees = treeline(s, mid.yAt, {
    spacing: 7,
    h: [14, 26],
    fill: '#2f3a58',
    kind: 'conifer',
    cover: 0.85,
    sink: 6,
  })
  const shore = ridge(s, { y: wl - 6, amp: 5, scale: 200, fill: INK[800] })
  const shoreTrees = treeline(s, shore.yAt, {
    spacing: 6,
    h: [12, 24],
    fill: '#1c2640',
    kind: 'conifer',
    cover: 0.8,
  })
  const scenery = [ridgePines, ridgeTop.svg, monument, midTrees, mid.svg, shoreTrees, shore.svg]
  s.add(mist(s, { y: 440, h: 60, color: '#d3ad86', opacity: 0.3 }), ...scenery)
  s.add(
    lake(s, {
      y: wl,
      stops: `#8a7a78 0, #3c4665 0.3, ${INK[900]} 1`,
      reflect: [sky(s, { stops: SKY.dusk, sun, to: wl }), ...scenery],
      ripples: 60,
      glitter: { x: sun.x, width: 60, count: 30, opacity: 0.5 },
    }),
  )
  const fg = ridge(s, {
    y: 760,
    amp: 12,
    scale: 300,
    fill: INK[950],
    shape: (x) => bump(x, w, 260, -90),
  })
  s.add(
    treeline(s, fg.yAt, {
      x0: 930,
      x1: w + 40,
      spacing: 34,
      h: [220, 340],
      kind: 'conifer',
      fill: '#0e1628',
      sink: 20,
      aspect: 0.34,
    }),
    fg.svg,
    vignette(s, { opacity: 0.35 }),
    texture(s, { freq: 0.012, octaves: 3 }),
  )
}

export function warrenCard(s) {
  const sun = { x: 930, y: 300, r: 22, glow: 420, glowOpacity: 0.7, color: '#f1cf8c' }
  s.add(
    sky(s, { stops: SKY.golden, sun }),
    clouds(s, { y0: 80, y1: 250, count: 7, color: '#f0c996', opacity: 0.35 }),
  )
  // The Delaware Water Gap: a long, level ridge cut by a deep V, the river in the notch.
  const gx = 560
  const notch = (x) => {
    const v = 1 - Math.min(1, Math.abs(x - gx) / 150)
    return 150 * v * v * (3 - 2 * v)
  }
  const gap = ridge(s, {
    y: 330,
    amp: 6,
    scale: 300,
    octaves: 3,
    fill: '#6f6c86',
    mist: '#e6c28f',
    mistAmount: 0.55,
    shape: (x) => notch(x) + (x - gx) * 0.04,
  })
  s.add(
    treeline(s, gap.yAt, {
      spacing: 5,
      h: [5, 10],
      kind: 'round',
      fill: '#6f6c86',
      cover: 0.9,
      sink: 3,
    }),
  )
  s.add(gap.svg, mist(s, { y: 470, h: 70, color: '#f6dcb0', opacity: 0.45 }))
  s.add(
    pathEl(
      D`M${gx - 10},${478}L${gx + 10},${478}L${gx + 60},${520}L${gx - 50},${520}Z`,
      '#f0d8a8',
      { opacity: 0.7 },
    ),
  )
  const [back, mid, near] = hills(s, [
    {
      y: 505,
      amp: 16,
      scale: 300,
      fill: '#67705a',
      trees: { h: [10, 22], fill: '#55604c', cover: 0.55, kind: 'round' },
    },
    { y: 580, amp: 30, scale: 380, fill: '#7c7f58' },
    { y: 690, amp: 30, scale: 420, fill: '#6b7048' },
  ])
  s.add(
    fields(s, back.yAt, {
      rows: [4, 40, 80],
      tones: ['#8d8a5f', '#7a8058', '#9a8e60'],
      hedge: { color: '#5a6449', size: 4 },
    }),
  )
  s.add(
    fields(s, mid.yAt, {
      rows: [4, 50, 110],
      tones: ['#a08f5c', '#7f8656', '#b39c63', '#88875a'],
      hedge: { color: '#525d44', size: 6 },
    }),
  )
  s.add(
    treeline(s, mid.yAt, {
      x0: 760,
      x1: 1060,
      spacing: 24,
      h: [60, 90],
      kind: 'round',
      fill: '#46523e',
      sink: 36,
    }),
  )
  s.add(
    barn(s, { x: 860, y: mid.yAt(860) + 36, k: 0.6 }),
    silo(s, { x: 960, y: mid.yAt(960) + 36, k: 0.6 }),
  )
  s.add(
    near.svg,
    fields(s, near.yAt, {
      rows: [0, 60, 140],
      tones: ['#6f7549', '#7c7b4e', '#66704a'],
      hedge: { color: '#4a5540', size: 8 },
    }),
  )
  s.add(vignette(s, { opacity: 0.35 }), texture(s, { freq: 0.012, octaves: 3 }))
}
