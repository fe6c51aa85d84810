// Process steps, 1200 x 800: a consistent series of flat-lays on a navy desk, lit from the left.

import { BRASS, INK, STONE } from './palette.mjs'
import { D, circle, el, pathEl, range, rect } from './util.mjs'
import { house } from './buildings.mjs'
import { cup, desk, finishDesk, key, onDesk, paper, pen } from './desk.mjs'

export function stepConsult(s) {
  desk(s)
  s.add(
    onDesk(s, paper(330, 430, { lines: 12 }) + pathEl(rect(-165, -215, 14, 430), '#cfc7b6'), {
      x: 600,
      y: 420,
      rotate: -6,
    }),
    onDesk(s, pen(300), { x: 640, y: 650, rotate: -28 }),
    onDesk(s, cup(62), { x: 300, y: 300 }),
    onDesk(s, cup(62), { x: 910, y: 520 }),
    onDesk(
      s,
      el(
        'g',
        { transform: 'scale(1.4)' },
        house(s, {
          x: 0,
          y: 40,
          w: 90,
          h: 50,
          roofH: 38,
          wall: STONE[50],
          roof: INK[700],
          cols: 2,
          rows: 1,
          chimney: false,
          glass: '#9aa3b5',
        }),
      ),
      { x: 930, y: 210, rotate: 8 },
    ),
  )
  finishDesk(s)
}

export function stepTour(s) {
  desk(s)
  // A folded map: panels in alternating light, lakes, contour lines, a dashed route.
  const mw = 700
  const mh = 480
  let map = pathEl(rect(-mw / 2, -mh / 2, mw, mh), '#e9e2d1')
  map += pathEl(
    range(4)
      .map((i) => (i % 2 ? rect(-mw / 2 + (i * mw) / 4, -mh / 2, mw / 4, mh) : ''))
      .join(''),
    INK[950],
    { opacity: 0.07 },
  )
  map += pathEl(
    'M-300,-120c60,-30 110,10 90,50s-100,40 -120,10s-10,-40 30,-60Z M120,40c70,-20 140,20 120,70s-120,50 -150,10s0,-60 30,-80Z',
    '#9fb3c4',
  )
  for (let i = 0; i < 5; i++) {
    map += pathEl(
      `M${-340},${-200 + i * 34}c120,${30 + i * 6} 220,${-40 - i * 4} 330,${10 + i * 3}s200,${-30} 340,${20}`,
      'none',
      { stroke: '#b9ae92', 'stroke-width': 2 },
    )
  }
  map += pathEl('M-260,190C-180,120 -140,60 -40,40S120,-60 200,-110', 'none', {
    stroke: '#7d4a3a',
    'stroke-width': 5,
    'stroke-dasharray': '14 12',
    'stroke-linecap': 'round',
  })
  s.add(onDesk(s, map, { x: 560, y: 420, rotate: -4 }))
  // A brass pin where the route ends, and a photograph of the house.
  const pin =
    pathEl('M0,0C-12,-30 -38,-48 -38,-78a38,38 0 1,1 76,0C38,-48 12,-30 0,0Z', BRASS[500]) +
    pathEl(circle(0, -78, 15), INK[900])
  s.add(onDesk(s, pin, { x: 760, y: 300, scale: 1.1 }))
  const photo = [
    pathEl(rect(-130, -150, 260, 300), STONE[50]),
    pathEl(rect(-112, -132, 224, 210), s.linear('#c99e74 0, #f0d6a6 1')),
    pathEl('M-112,20c40,-30 80,-40 120,-20s70,-10 104,-20V78H-112Z', '#5f6c5a'),
    house(s, {
      x: 0,
      y: 50,
      w: 90,
      h: 50,
      roofH: 40,
      wall: STONE[100],
      roof: INK[700],
      cols: 2,
      rows: 1,
      lit: 0.5,
    }),
  ].join('')
  s.add(onDesk(s, photo, { x: 980, y: 560, rotate: 9 }))
  finishDesk(s)
}

export function stepOffer(s) {
  desk(s)
  s.add(onDesk(s, paper(400, 520, { lines: 14, signature: true }), { x: 470, y: 400, rotate: -5 }))
  const env = [
    pathEl(rect(-230, -140, 460, 280), '#e4dccb'),
    pathEl(D`M${-230},${-140}L${0},${30}L${230},${-140}Z`, '#d6cdb9'),
    pathEl('M-230,-140L0,30L230,-140', 'none', { stroke: '#bfb6a2', 'stroke-width': 3 }),
    pathEl(circle(0, 30, 40), '#8a2f2a'),
    pathEl(circle(0, 30, 30), '#a33b33'),
    pathEl('M-12,42V18l12,10l12,-10v24', 'none', {
      stroke: '#6e2420',
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
  ].join('')
  s.add(onDesk(s, env, { x: 830, y: 540, rotate: 7 }))
  s.add(onDesk(s, pen(380), { x: 560, y: 690, rotate: -16 }))
  finishDesk(s)
}

export function stepClose(s) {
  desk(s)
  // The deed, rolled and tied with a brass ribbon.
  const deed = [
    pathEl(rect(-260, -60, 520, 120), '#e9e2d1'),
    pathEl(rect(-260, -60, 520, 30), '#ffffff', { opacity: 0.35 }),
    pathEl(`M-270,-60a24,60 0 0,0 0,120a24,60 0 0,0 0,-120Z`, '#d6cdb9'),
    pathEl(rect(-40, -62, 36, 124), BRASS[500]),
    pathEl('M-22,60l-30,70l22,-6l10,22l10,-86Z M-22,60l24,72l8,-22l20,8l-38,-58Z', BRASS[400]),
  ].join('')
  s.add(onDesk(s, deed, { x: 440, y: 290, rotate: -12 }))
  // Keys on a ring with a house-shaped brass tag.
  const ring = el('circle', {
    cx: 0,
    cy: 0,
    r: 46,
    fill: 'none',
    stroke: '#c8c4bb',
    'stroke-width': 7,
  })
  const tag =
    pathEl('M-60,-10L0,-70L60,-10V70H-60Z', BRASS[500]) +
    pathEl(circle(0, -28, 9), INK[900]) +
    pathEl('M-40,-8L0,-48L40,-8', 'none', { stroke: BRASS[300], 'stroke-width': 3 })
  const bunch = [
    el('g', { transform: 'translate(30,30) rotate(20)' }, key(260, BRASS[400])),
    el('g', { transform: 'translate(38,-20) rotate(-25)' }, key(230, '#b9b8b4')),
    ring,
    el('g', { transform: 'translate(-40,70) rotate(25)' }, tag),
  ].join('')
  s.add(onDesk(s, bunch, { x: 640, y: 500, rotate: -8, scale: 1.4 }))
  finishDesk(s)
}
