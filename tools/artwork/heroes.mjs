// Hero scenes, 2400 wide: the home page, the newsletter band and the market pages.

import { BRASS, INK } from './palette.mjs'
import { bump } from './util.mjs'
import { clouds, fields, mist, ridge, sky, treeline } from './landscape.mjs'
import { lake } from './water.mjs'
import { texture, vignette, wash } from './finish.mjs'
import { church, townRow } from './buildings.mjs'

export function homeHero(s) {
  const { w, h } = s
  const wl = h * 0.6 // waterline
  const sun = { x: w * 0.7, y: wl - 40, r: 0, glow: 620, glowOpacity: 0.75, color: BRASS[400] }
  const skyStops = `${INK[950]} 0, ${INK[800]} 0.35, #5a6283 0.62, #b58a63 0.82, #e2b877 1`
  const far = ridge(s, {
    y: wl - 130,
    amp: 60,
    scale: 700,
    fill: '#5b6180',
    mist: '#c79a6c',
    mistAmount: 0.5,
    shape: (x) => bump(x, w * 0.84, 420, -90) + bump(x, w * 0.2, 380, -50),
  })
  const farTrees = treeline(s, far.yAt, {
    spacing: 5,
    h: [10, 18],
    kind: 'round',
    fill: '#5b6180',
    sink: 6,
  })
  const mid = ridge(s, {
    y: wl - 55,
    amp: 40,
    scale: 420,
    fill: '#3b4464',
    mist: '#8a7a78',
    mistAmount: 0.45,
  })
  const near = ridge(s, { y: wl - 12, amp: 12, scale: 300, octaves: 3, fill: INK[800] })
  const nearTrees = treeline(s, near.yAt, {
    spacing: 11,
    h: [22, 46],
    fill: '#1a2540',
    cover: 0.85,
  })
  const scenery = [farTrees, far.svg, mid.svg, near.svg, nearTrees]
  s.add(
    sky(s, { stops: skyStops, sun, to: wl }),
    clouds(s, { y0: h * 0.1, y1: h * 0.4, count: 9, color: '#c59a78', opacity: 0.32 }),
    clouds(s, {
      y0: h * 0.32,
      y1: h * 0.48,
      count: 5,
      color: BRASS[300],
      opacity: 0.3,
      x0: w * 0.45,
    }),
    mist(s, { y: wl - 80, h: 100, color: '#d9b487', opacity: 0.25 }),
    farTrees,
    far.svg,
    mist(s, { y: wl - 30, h: 70, color: '#caa27c', opacity: 0.25 }),
    mid.svg,
    near.svg,
    nearTrees,
    lake(s, {
      y: wl,
      stops: `#9c7f6a 0, #4a5270 0.25, ${INK[900]} 1`,
      reflect: [sky(s, { stops: skyStops, sun, to: wl }), ...scenery],
      reflectOpacity: 0.6,
      ripples: 140,
      glitter: { x: sun.x, width: 110, count: 70 },
    }),
  )
  // Foreground: a dark wooded point on the left, where the headline will sit.
  const shore = ridge(s, {
    y: h * 0.86,
    amp: 30,
    scale: 500,
    fill: INK[950],
    shape: (x) => (x / w) * h * 0.3 - h * 0.06,
  })
  const pines = { x0: -60, kind: 'conifer', aspect: 0.34, sink: 40, cover: 0.92, clump: 500 }
  s.add(
    treeline(s, shore.yAt, { ...pines, x1: w * 0.36, spacing: 70, h: [360, 560], fill: '#111a2e' }),
    treeline(s, shore.yAt, { ...pines, x1: w * 0.44, spacing: 46, h: [200, 380], fill: '#0c1427' }),
    shore.svg,
    wash(s, `${INK[950]} 0 0.75, ${INK[950]} 0.45 0.25, ${INK[950]} 0.75 0`),
    vignette(s, { opacity: 0.4 }),
    texture(s, { freq: 0.006, octaves: 3 }),
  )
}

export function newsletterBg(s) {
  const { w, h } = s
  s.add(
    sky(s, {
      stops: `${INK[950]} 0, ${INK[800]} 0.55, #44516f 1`,
      sun: { x: w * 0.66, y: h * 0.36, r: 0, glow: 600, glowOpacity: 0.22, color: BRASS[300] },
    }),
    clouds(s, { y0: h * 0.08, y1: h * 0.3, count: 5, color: '#8e9bb8', opacity: 0.14 }),
  )
  const layers = [
    { y: 0.36, amp: 70, fill: '#4a5777', m: 0.65, trees: 0 },
    { y: 0.46, amp: 80, fill: '#3b4767', m: 0.65, trees: 0 },
    { y: 0.56, amp: 80, fill: '#2e3958', m: 0.6, trees: 0.55 },
    { y: 0.67, amp: 80, fill: '#222d4c', m: 0.55, trees: 0.65 },
    { y: 0.8, amp: 70, fill: '#172039', m: 0.45, trees: 0.75 },
    { y: 0.95, amp: 60, fill: '#0e162b', m: 0.25, trees: 0.85 },
  ]
  for (const [i, l] of layers.entries()) {
    const r = ridge(s, {
      y: h * l.y,
      amp: l.amp,
      scale: 520 - i * 40,
      fill: l.fill,
      mist: '#7d8aa8',
      mistAmount: l.m,
    })
    if (l.trees) {
      const size = 6 + i * 7
      const opts = {
        spacing: size * 0.32,
        h: [size, size * 2.2],
        kind: 'conifer',
        sink: size * 0.4,
        aspect: 0.38,
      }
      s.add(treeline(s, r.yAt, { ...opts, fill: l.fill, cover: l.trees, clump: 420 }))
    }
    s.add(
      r.svg,
      mist(s, {
        y: h * l.y + l.amp * 0.9,
        h: 100 + i * 24,
        color: '#8e9bb8',
        opacity: 0.16 + s.r(0, 0.1),
      }),
    )
  }
  s.add(vignette(s, { opacity: 0.5 }), texture(s, { freq: 0.006, octaves: 3 }))
}

export function marketHero(s) {
  const { w, h } = s
  const sun = { x: w * 0.3, y: h * 0.52, r: 34, glow: 700, glowOpacity: 0.75, color: '#eac48a' }
  s.add(
    sky(s, {
      stops: `${INK[900]} 0, #3b4768 0.3, #8b7f8a 0.55, #d6a97c 0.75, #f0d3a0 0.9`,
      sun,
    }),
    clouds(s, { y0: h * 0.12, y1: h * 0.35, count: 8, color: '#e6b991', opacity: 0.35 }),
    clouds(s, { y0: h * 0.3, y1: h * 0.45, count: 5, color: '#f6dcb0', opacity: 0.35 }),
  )
  const far = ridge(s, {
    y: h * 0.55,
    amp: 50,
    scale: 600,
    fill: '#8d86a0',
    mist: '#efcfa0',
    mistAmount: 0.6,
    shape: (x) => bump(x, w * 0.75, 300, -60),
  })
  const mid = ridge(s, {
    y: h * 0.63,
    amp: 45,
    scale: 420,
    fill: '#5b5f80',
    mist: '#d9b48f',
    mistAmount: 0.45,
  })
  s.add(far.svg, mist(s, { y: h * 0.6, h: 90, color: '#f3d6a6', opacity: 0.35 }))
  s.add(treeline(s, mid.yAt, { spacing: 12, h: [18, 36], fill: '#5b5f80', cover: 0.7 }), mid.svg)
  s.add(mist(s, { y: h * 0.68, h: 80, color: '#f3d6a6', opacity: 0.25 }))
  // The town: a back row in haze, the church, then a front row against the light.
  const back = ridge(s, { y: h * 0.75, amp: 14, scale: 500, octaves: 2, fill: '#3d4563' })
  const front = ridge(s, { y: h * 0.87, amp: 12, scale: 600, octaves: 2, fill: INK[800] })
  s.add(
    townRow(s, back.yAt, {
      x0: w * 0.12,
      x1: w * 1.02,
      walls: ['#596080', '#656785', '#4d5676'],
      roofs: ['#343c5a', '#2e3552'],
      size: 0.75,
      lit: 0.25,
    }),
    treeline(s, back.yAt, {
      spacing: 30,
      h: [40, 70],
      fill: '#3d4563',
      kind: 'round',
      cover: 0.55,
      sink: 8,
    }),
    back.svg,
    church(s, {
      x: w * 0.62,
      y: front.yAt(w * 0.62) + 4,
      k: 1.2,
      wall: '#8e92a8',
      roof: '#27304c',
      lit: 0.6,
    }),
    townRow(s, front.yAt, {
      x0: w * 0.03,
      x1: w * 1.02,
      walls: ['#3a4464', '#46506e', '#334060', '#4f5573'],
      roofs: [INK[900], '#1f2a45'],
      size: 1.1,
      lit: 0.4,
      side: 40,
      skip: (x) => Math.abs(x - w * 0.655) < 150,
    }),
    treeline(s, front.yAt, {
      spacing: 40,
      h: [60, 110],
      fill: '#1f2a45',
      kind: 'round',
      cover: 0.5,
      sink: 10,
    }),
    front.svg,
    fields(s, front.yAt, {
      rows: [14, 50, 110, 190],
      tones: ['#1e2b48', '#223050', '#1a2642'],
      hedge: { color: '#141d35', size: 9 },
    }),
  )
  const fg = ridge(s, { y: h * 0.97, amp: 14, scale: 500, fill: INK[950] })
  const edges = (x) => x > w * 0.2 && x < w * 0.85
  s.add(
    treeline(s, fg.yAt, {
      spacing: 50,
      h: [200, 320],
      fill: INK[950],
      kind: 'mixed',
      sink: 20,
      gap: edges,
    }),
    fg.svg,
    vignette(s, { opacity: 0.35 }),
    texture(s, { freq: 0.006, octaves: 3 }),
  )
}
