// Demo listing photos, 1200 x 800: a home seen from its lawn, its back yard, and a view from
// the property. Each file's name seeds its randomness, so every home is a different one.

import { BRASS, INK, SKY } from './palette.mjs'
import { pathEl, rect } from './util.mjs'
import { clouds, hills, sky, treeline } from './landscape.mjs'
import { lake } from './water.mjs'
import { texture, vignette } from './finish.mjs'
import { house } from './buildings.mjs'
import { barn, fence } from './props.mjs'

const WALLS = [
  '#cfc7b6',
  '#8a5444',
  '#c2ae80',
  '#6f7f74',
  '#e4dfd2',
  '#5d6b80',
  '#b9a58a',
  '#7d8c8f',
]
const ROOFS = ['#2a3350', '#26304b', '#3b3a40', '#4a3d36', '#2f3b35']
const SKIES = [SKY.day, SKY.golden, SKY.dawn]
const pick = (s, list) => list[Math.floor(s.rnd() * list.length)]

function backdrop(s, ground, { skyStops = pick(s, SKIES), far = '#55657a' } = {}) {
  s.add(
    sky(s, {
      stops: skyStops,
      sun: {
        x: s.r(200, 1000),
        y: s.r(150, 300),
        r: 0,
        glow: 320,
        glowOpacity: 0.35,
        color: BRASS[300],
      },
    }),
  )
  s.add(clouds(s, { y0: 60, y1: 260, count: 4, color: '#ffffff', opacity: 0.35 }))
  hills(s, [
    {
      y: ground - s.r(190, 260),
      amp: 28,
      scale: 420,
      fill: far,
      mist: '#a7b0ba',
      mistAmount: 0.35,
      trees: { h: [12, 24], cover: 0.7 },
    },
  ])
  s.add(
    treeline(s, () => ground - 20, {
      spacing: 80,
      h: [160, 260],
      kind: pick(s, ['round', 'pine']),
      fill: '#2f4536',
      cover: 0.75,
      sink: 0,
    }),
  )
}

/** The front of a home on its lawn: the listing's first photo. */
export function listingFront(s) {
  const ground = 640
  backdrop(s, ground)
  const frontGable = s.rnd() < 0.5
  const w = s.r(380, 520)
  s.add(pathEl(rect(0, ground, s.w, s.h - ground), '#56704a'))
  s.add(
    house(s, {
      x: 600 - s.r(0, 60),
      y: ground,
      w,
      h: s.r(170, 230),
      roofH: frontGable ? w * 0.42 : s.r(70, 110),
      gable: frontGable ? 'front' : 'side',
      side: frontGable ? s.r(80, 140) : 0,
      cols: frontGable ? 3 : 5,
      rows: 2,
      wall: pick(s, WALLS),
      roof: pick(s, ROOFS),
      lit: 0.15,
      shade: 0.28,
    }),
  )
  s.add(pathEl(`M560,${ground}L640,${ground}L760,${s.h}L440,${s.h}Z`, '#b8ad98', { opacity: 0.9 }))
  if (s.rnd() < 0.6)
    s.add(fence(s, () => ground + 60, { x0: 0, x1: 400, spacing: 50, h: 34, color: '#efe9dc' }))
  s.add(texture(s, { opacity: 0.06 }), vignette(s, { opacity: 0.25 }))
}

/** The back yard: lawn, trees and, for some homes, a barn or a fence line. */
export function listingYard(s) {
  const ground = 560
  backdrop(s, ground, { far: '#4f6476' })
  s.add(pathEl(rect(0, ground, s.w, s.h - ground), '#5f7a4e'))
  if (s.rnd() < 0.5) s.add(barn(s, { x: s.r(300, 900), y: ground + 10, k: s.r(1.2, 1.8) }))
  s.add(fence(s, () => ground + 120, { x0: 0, x1: s.w, spacing: 70, h: 40, color: '#ece4d4' }))
  s.add(texture(s, { opacity: 0.06 }), vignette(s, { opacity: 0.3 }))
}

/** A view from the property: a lake or open fields under the hills. */
export function listingView(s) {
  const horizon = 470
  backdrop(s, horizon, { far: '#4a5d72' })
  if (s.rnd() < 0.6) {
    s.add(lake(s, { y: horizon, stops: `#7d93a8 0, ${INK[700]} 1`, ripples: 50 }))
  } else {
    s.add(pathEl(rect(0, horizon, s.w, s.h - horizon), '#7a8a55'))
    s.add(fence(s, () => horizon + 200, { x0: 0, x1: s.w, spacing: 80, h: 44, color: '#efe7d6' }))
  }
  s.add(texture(s, { opacity: 0.05 }), vignette(s, { opacity: 0.28 }))
}

/** The catalogue entries: 24 fronts, 8 yards and 8 views, shared out among the demo homes. */
export const LISTING_JOBS = [
  ...Array.from({ length: 24 }, (_, i) => [
    `listings/front-${i + 1}.webp`,
    1200,
    800,
    listingFront,
  ]),
  ...Array.from({ length: 8 }, (_, i) => [`listings/yard-${i + 1}.webp`, 1200, 800, listingYard]),
  ...Array.from({ length: 8 }, (_, i) => [`listings/view-${i + 1}.webp`, 1200, 800, listingView]),
]
