// Area cards, 1200 x 800: Chester, in Morris County.

import { SKY } from './palette.mjs'
import { bump, pathEl } from './util.mjs'
import { clouds, hills, sky, treeline } from './landscape.mjs'
import { texture, vignette } from './finish.mjs'
import { house } from './buildings.mjs'
import { barn, fence, horse } from './props.mjs'

export function chesterCard(s) {
  const { w } = s
  s.add(
    sky(s, {
      stops: SKY.golden,
      sun: { x: 900, y: 330, r: 20, glow: 420, glowOpacity: 0.7, color: '#f1cf8c' },
    }),
  )
  s.add(clouds(s, { y0: 70, y1: 240, count: 6, color: '#f0c996', opacity: 0.35 }))
  const [, , pasture, near] = hills(
    s,
    [
      { y: 370, amp: 30, scale: 500, fill: '#8a84a0', mist: '#f0cf9c', mistAmount: 0.5 },
      {
        y: 440,
        amp: 26,
        scale: 350,
        fill: '#66705c',
        mist: '#c9b088',
        mistAmount: 0.3,
        trees: { h: [16, 30], cover: 0.8, kind: 'round' },
      },
      { y: 540, amp: 40, scale: 500, fill: '#7d8a58', shape: (x) => bump(x, 300, 300, -50) },
      { y: 700, amp: 24, scale: 450, fill: '#6a7848' },
    ].map((l, i) => (i === 2 || i === 3 ? { ...l, x0: -40 } : l)),
  )
  s.add(
    house(s, {
      x: 330,
      y: pasture.yAt(330) + 20,
      w: 110,
      h: 62,
      roofH: 36,
      wall: '#e6dcc6',
      roof: '#2f3852',
      gable: 'side',
      cols: 3,
      lit: 0.3,
    }),
  )
  s.add(barn(s, { x: 190, y: pasture.yAt(190) + 24, k: 0.65 }))
  s.add(
    treeline(s, pasture.yAt, {
      x0: 420,
      x1: 560,
      spacing: 30,
      h: [70, 110],
      kind: 'round',
      fill: '#3e4a3a',
      sink: 30,
    }),
  )
  s.add(
    pathEl(
      pasture.d,
      s.linear('#e8c88a 0 0.35, #e8c88a 0.6 0', { x1: 1, y1: 0, x2: 0.2, y2: 0.4 }),
    ),
  )
  s.add(
    fence(s, (x) => pasture.yAt(x) + 60, {
      x0: -10,
      x1: w + 10,
      spacing: 50,
      h: 22,
      color: '#f3efe7',
      width: 3,
    }),
  )
  s.add(
    horse(700, pasture.yAt(700) + 100, 62, '#4a3226'),
    horse(820, pasture.yAt(820) + 96, 56, '#7a5236', -1),
  )
  s.add(
    near.svg,
    fence(s, (x) => near.yAt(x) + 40, {
      x0: -10,
      x1: w + 10,
      spacing: 110,
      h: 48,
      color: '#f3efe7',
      width: 6,
      rails: 3,
    }),
  )
  s.add(horse(300, near.yAt(300) + 80, 120, '#3a281f'))
  s.add(vignette(s, { opacity: 0.35 }), texture(s, { freq: 0.012, octaves: 3 }))
}
