// Area cards, 1200 x 800: towns in Warren County.

import { BRASS, INK, SKY } from './palette.mjs'
import { bump, pathEl, range, rect } from './util.mjs'
import { clouds, fields, hills, mist, ridge, sky, treeline } from './landscape.mjs'
import { river } from './water.mjs'
import { texture, vignette } from './finish.mjs'
import { church, clockTower, house, shopfront, townRow } from './buildings.mjs'
import { barn, lamp, silo } from './props.mjs'

export function blairstownCard(s) {
  const { w } = s
  const ground = 610
  s.add(
    sky(s, {
      stops: SKY.golden,
      sun: { x: 250, y: 380, r: 0, glow: 420, glowOpacity: 0.6, color: '#f1cf8c' },
    }),
  )
  s.add(clouds(s, { y0: 70, y1: 260, count: 6, color: '#f0c996', opacity: 0.35 }))
  hills(s, [
    { y: 380, amp: 40, scale: 500, fill: '#7b7790', mist: '#f0cf9c', mistAmount: 0.5 },
    {
      y: 460,
      amp: 30,
      scale: 350,
      fill: '#5e6a5e',
      mist: '#c9b088',
      mistAmount: 0.35,
      trees: { h: [16, 30], cover: 0.85 },
    },
  ])
  s.add(clockTower(s, { x: 600, y: ground - 150, k: 1.05, wall: '#8a5a48' }))
  const shops = [
    { w: 170, h: 170, wall: '#8a5444', awning: '#2c3b5c' },
    { w: 150, h: 200, wall: '#d9cfb8', awning: BRASS[500] },
    { w: 180, h: 150, wall: '#6f5a4f', awning: '#3f5546' },
    { w: 200, h: 160, wall: '#9c6a52', awning: '#2c3b5c' },
    { w: 160, h: 190, wall: '#cbbf9f', awning: '#7d4a3d' },
    { w: 170, h: 165, wall: '#7a4c40', awning: BRASS[500] },
    { w: 190, h: 180, wall: '#b9ab8c', awning: '#3f5546' },
  ]
  let x = -20
  for (const [i, b] of shops.entries()) {
    if (i === 3) x += 10
    s.add(shopfront(s, { ...b, x: x + b.w / 2, y: ground, lit: 0.5, floors: 3 }))
    x += b.w + (i === 2 ? 0 : 4)
  }
  s.add(
    pathEl(rect(0, ground, w, 26), '#857c6e'),
    pathEl(rect(0, ground + 26, w, 6), '#a59c8a'),
    pathEl(rect(0, ground + 32, w, 200), s.linear('#4a4a55 0, #2a2b38 1')),
    pathEl(
      range(8)
        .map((i) => rect(i * 170 + 30, 720, 90, 6))
        .join(''),
      '#c9b98f',
      { opacity: 0.6 },
    ),
  )
  for (const lx of [90, 420, 780, 1110]) s.add(lamp(s, { x: lx, y: ground + 26, k: 1.4 }))
  s.add(vignette(s, { opacity: 0.35 }), texture(s, { freq: 0.012, octaves: 3 }))
}

export function hackettstownCard(s) {
  const { w, h } = s
  const sun = { x: 380, y: 420, r: 0, glow: 420, glowOpacity: 0.6, color: BRASS[300] }
  const town = 500
  const skyStops = SKY.dusk
  s.add(
    sky(s, { stops: skyStops, sun }),
    clouds(s, { y0: 80, y1: 260, count: 6, color: '#c9a27c', opacity: 0.3 }),
  )
  const far = ridge(s, {
    y: 370,
    amp: 40,
    scale: 500,
    fill: '#4d5676',
    mist: '#b99a84',
    mistAmount: 0.45,
  })
  const near = ridge(s, { y: 440, amp: 25, scale: 300, fill: '#34405f' })
  const nearTrees = treeline(s, near.yAt, {
    spacing: 9,
    h: [14, 26],
    kind: 'round',
    fill: '#34405f',
    cover: 0.8,
  })
  const shops = [
    { w: 140, h: 150, wall: '#7a4a40' },
    { w: 120, h: 178, wall: '#a58f76' },
    { w: 150, h: 140, wall: '#6b4438' },
    { w: 130, h: 165, wall: '#8c6a58' },
  ]
  let town1 = ''
  let x = 20
  for (const b of shops) {
    town1 += shopfront(s, { ...b, x: x + b.w / 2, y: town, lit: 0.6, floors: 3 })
    x += b.w + 4
  }
  const steeple = church(s, {
    x: 800,
    y: town - 4,
    k: 0.8,
    wall: '#8e90a3',
    roof: '#27304c',
    lit: 0.6,
  })
  const houses = townRow(s, () => town - 2, {
    x0: 640,
    x1: w + 30,
    walls: ['#5b6382', '#6b6a82', '#4f5875'],
    roofs: [INK[900]],
    size: 0.75,
    lit: 0.5,
    skip: (cx) => Math.abs(cx - 830) < 100,
  })
  const bank = pathEl(rect(0, town - 2, w, 14), '#1f2a44')
  const scenery = [far.svg, nearTrees, near.svg, town1, steeple, houses, bank]
  s.add(...scenery)
  // The Musconetcong comes toward us under a stone bridge, mirroring the lit town.
  const ground = s.linear(`#1f2a44 0, ${INK[950]} 1`)
  s.add(pathEl(rect(0, town + 10, w, h - town), ground))
  const stops = `#7d6f76 0, #3a4565 0.35, ${INK[900]} 1`
  s.add(
    river(
      s,
      [
        [620, town + 8, 980],
        [660, 570, 640],
        [560, 670, 560],
        [460, h + 40, 700],
      ],
      {
        stops,
        y: town + 8,
        reflect: [sky(s, { stops: skyStops, sun, to: town + 8 }), ...scenery],
        ripples: 70,
      },
    ),
  )
  const fgL = ridge(s, {
    y: 760,
    amp: 10,
    scale: 300,
    fill: INK[950],
    shape: (x) => bump(x, 0, 200, -60),
  })
  const fgR = ridge(s, {
    y: 770,
    amp: 10,
    scale: 300,
    fill: INK[950],
    shape: (x) => bump(x, w, 220, -90),
  })
  s.add(
    treeline(s, fgR.yAt, {
      x0: 960,
      x1: w + 30,
      spacing: 40,
      h: [220, 320],
      kind: 'round',
      fill: '#0f1729',
      sink: 20,
    }),
    treeline(s, fgL.yAt, {
      x0: -30,
      x1: 120,
      spacing: 40,
      h: [200, 280],
      kind: 'round',
      fill: '#0f1729',
      sink: 20,
    }),
    fgR.svg,
    fgL.svg,
    vignette(s, { opacity: 0.35 }),
    texture(s, { freq: 0.012, octaves: 3 }),
  )
}

export function washingtonCard(s) {
  s.add(
    sky(s, {
      stops: SKY.dawn,
      sun: { x: 300, y: 350, r: 20, glow: 420, glowOpacity: 0.7, color: '#f3d2a0' },
    }),
  )
  s.add(clouds(s, { y0: 70, y1: 250, count: 7, color: '#f2c9a6', opacity: 0.35 }))
  const [, r1, r2, r3] = hills(s, [
    { y: 380, amp: 30, scale: 500, fill: '#8e86a0', mist: '#f3d6ad', mistAmount: 0.55 },
    {
      y: 450,
      amp: 30,
      scale: 400,
      fill: '#76805f',
      mist: '#d8bf98',
      mistAmount: 0.3,
      trees: { h: [12, 22], cover: 0.6, kind: 'round' },
    },
    { y: 560, amp: 40, scale: 450, fill: '#7e8556' },
    { y: 690, amp: 35, scale: 420, fill: '#6b7448' },
  ])
  s.add(
    fields(s, r1.yAt, {
      rows: [4, 30, 70],
      tones: ['#8f8c66', '#7e8660', '#9a9168'],
      hedge: { color: '#5f6a4e', size: 4 },
    }),
  )
  s.add(
    treeline(s, r2.yAt, {
      x0: 420,
      x1: 880,
      spacing: 28,
      h: [60, 100],
      kind: 'round',
      fill: '#4b5742',
      sink: 24,
      gap: (x) => Math.abs(x - 650) < 50,
    }),
  )
  s.add(
    church(s, { x: 640, y: r2.yAt(640) + 14, k: 0.75, wall: '#efe8d8', roof: '#3a4262', lit: 0 }),
  )
  s.add(
    house(s, {
      x: 500,
      y: r2.yAt(500) + 16,
      w: 80,
      h: 46,
      roofH: 28,
      wall: '#d9cdb2',
      roof: '#3a4262',
      gable: 'side',
      cols: 3,
    }),
  )
  s.add(
    r2.svg,
    fields(s, r2.yAt, {
      rows: [10, 60, 130],
      tones: ['#9a9163', '#838a59', '#aa9a62', '#78804f'],
      hedge: { color: '#55604a', size: 6 },
    }),
  )
  s.add(
    barn(s, { x: 1010, y: r3.yAt(1010) + 20, k: 0.8 }),
    silo(s, { x: 1120, y: r3.yAt(1120) + 20, k: 0.8 }),
  )
  s.add(
    r3.svg,
    fields(s, r3.yAt, {
      rows: [0, 70, 160],
      tones: ['#6f7749', '#7a7a4c', '#657047'],
      hedge: { color: '#4a5540', size: 8 },
    }),
  )
  s.add(
    mist(s, { y: 470, h: 60, color: '#f6dcb6', opacity: 0.3 }),
    vignette(s, { opacity: 0.35 }),
    texture(s, { freq: 0.012, octaves: 3 }),
  )
}
