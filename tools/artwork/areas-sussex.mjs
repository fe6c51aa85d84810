// Area cards, 1200 x 800: towns in Sussex County.

import { BRASS, GLOW, INK, SKY } from './palette.mjs'
import { bump, pathEl, rect } from './util.mjs'
import { clouds, hills, mist, ridge, sky, treeline } from './landscape.mjs'
import { canoe, chair, dock, lake, perspectiveDock } from './water.mjs'
import { texture, vignette } from './finish.mjs'
import { house } from './buildings.mjs'
import { fence, lamp } from './props.mjs'

export function andoverCard(s) {
  const { w, h } = s
  const ground = 630
  s.add(
    sky(s, {
      stops: SKY.dusk,
      sun: { x: 820, y: 480, r: 0, glow: 380, glowOpacity: 0.5, color: BRASS[300] },
    }),
  )
  s.add(clouds(s, { y0: 90, y1: 300, count: 5, color: '#b49a86', opacity: 0.3 }))
  s.add(pathEl('M1010,108a22,22 0 1,0 0,44a13,22 0 1,1 0,-44Z', BRASS[300], { opacity: 0.9 }))
  hills(s, [
    {
      y: 440,
      amp: 30,
      scale: 400,
      fill: '#3b4463',
      mist: '#8b7d80',
      mistAmount: 0.4,
      trees: { h: [14, 28], cover: 0.8 },
    },
  ])
  s.add(
    treeline(s, () => ground - 40, {
      spacing: 70,
      h: [230, 320],
      kind: 'round',
      fill: '#1b2540',
      cover: 0.8,
      sink: 0,
    }),
  )
  const row = [
    { w: 230, h: 140, wall: '#cfc7b6', roof: '#2a3350', gable: 'side', cols: 4 },
    { w: 170, h: 155, wall: '#8a5444', roof: '#26304b', gable: 'front', cols: 2, side: 46 },
    { w: 240, h: 150, wall: '#c2ae80', roof: '#2a3350', gable: 'side', cols: 4 },
    { w: 175, h: 145, wall: '#6f7f74', roof: '#232d48', gable: 'front', cols: 2, side: 46 },
    { w: 230, h: 140, wall: '#cfc7b6', roof: '#2a3350', gable: 'side', cols: 4 },
  ]
  let x = -30
  for (const b of row) {
    s.add(
      house(s, {
        ...b,
        x: x + b.w / 2,
        y: ground,
        roofH: b.gable === 'front' ? b.w * 0.5 : 62,
        rows: 2,
        lit: 0.55,
        shade: 0.3,
      }),
    )
    x += b.w + (b.side ?? 0) + 30
  }
  s.add(
    pathEl(rect(0, ground, w, 34), '#4b5068'),
    pathEl(rect(0, ground + 34, w, 6), '#6b6f82'),
    pathEl(rect(0, ground + 40, w, h - ground), s.linear(`#232b41 0, ${INK[950]} 1`)),
    fence(s, () => ground + 6, {
      x0: 0,
      x1: w,
      spacing: 14,
      h: 28,
      color: '#d6d0c2',
      width: 3,
      rails: 1,
    }),
  )
  for (const lx of [150, 600, 1050]) {
    const pool = s.radial(`${GLOW} 0 0.3, ${GLOW} 1 0`, {
      cx: lx,
      cy: ground + 36,
      rx: 120,
      ry: 26,
    })
    s.add(
      pathEl(rect(lx - 130, ground + 6, 260, 60), pool),
      lamp(s, { x: lx, y: ground + 34, k: 1.6 }),
    )
  }
  s.add(vignette(s, { opacity: 0.4 }), texture(s, { freq: 0.012, octaves: 3 }))
}

export function byramCard(s) {
  const { h } = s
  const wl = 430
  const skyStops = '#4b5a7a 0, #a3aabb 0.6, #e8dcc4 1'
  const sun = { x: 760, y: 330, r: 0, glow: 380, glowOpacity: 0.45, color: '#f6e2b8' }
  const layers = [
    ridge(s, { y: 330, amp: 30, scale: 400, fill: '#8c93a8', mist: '#e3dccb', mistAmount: 0.5 }),
    ridge(s, { y: 385, amp: 22, scale: 300, fill: '#5f6c80', mist: '#c6c3bd', mistAmount: 0.45 }),
    ridge(s, { y: wl - 6, amp: 6, scale: 200, fill: '#3c4a5c' }),
  ]
  const farTrees = treeline(s, layers[1].yAt, {
    spacing: 8,
    h: [14, 26],
    kind: 'conifer',
    fill: '#5f6c80',
    cover: 0.85,
  })
  const shoreTrees = treeline(s, layers[2].yAt, {
    spacing: 7,
    h: [16, 34],
    kind: 'mixed',
    fill: '#344255',
    cover: 0.8,
  })
  let docks = ''
  for (const [dx, wall] of [
    [180, '#b8ad98'],
    [430, '#8f6a5a'],
    [980, '#a7b0b5'],
  ]) {
    docks += house(s, {
      x: dx,
      y: wl - 2,
      w: 44,
      h: 26,
      roofH: 18,
      wall,
      roof: '#3b4658',
      rows: 1,
      cols: 2,
      chimney: false,
      door: false,
    })
    docks += dock(s, { x: dx + 20, y: wl + 3, len: 60, k: 0.5, color: '#6b5e50' })
  }
  const scenery = [layers[0].svg, farTrees, layers[1].svg, shoreTrees, layers[2].svg, docks]
  s.add(
    sky(s, { stops: skyStops, sun, to: wl }),
    clouds(s, { y0: 60, y1: 220, count: 5, color: '#ffffff', opacity: 0.25 }),
  )
  s.add(
    layers[0].svg,
    mist(s, { y: 360, h: 50, color: '#f1ebde', opacity: 0.5 }),
    farTrees,
    layers[1].svg,
    shoreTrees,
    layers[2].svg,
    docks,
  )
  s.add(
    lake(s, {
      y: wl,
      stops: '#b7b6b6 0, #5f6f86 0.4, #26344f 1',
      reflect: [sky(s, { stops: skyStops, sun, to: wl }), ...scenery],
      reflectOpacity: 0.65,
      ripples: 70,
    }),
    mist(s, { y: wl + 6, h: 40, color: '#f1ebde', opacity: 0.45 }),
    canoe(930, 600, 150, '#7d4a3a'),
    pathEl(rect(860, 602, 140, 3) + rect(880, 610, 100, 2), '#ffffff', { opacity: 0.25 }),
    perspectiveDock(s, { x: 480, y0: h + 10, y1: 560, w0: 360, w1: 120 }),
    chair(440, 568, 1.05, INK[800], -1),
    chair(515, 568, 1.05, INK[800]),
  )
  const fg = ridge(s, {
    y: 760,
    amp: 10,
    scale: 300,
    fill: '#1c2a3a',
    shape: (x) => bump(x, 0, 200, -60),
  })
  s.add(
    treeline(s, fg.yAt, {
      x0: -40,
      x1: 170,
      spacing: 36,
      h: [260, 380],
      kind: 'conifer',
      fill: '#1c2a3a',
      sink: 20,
      aspect: 0.34,
    }),
    fg.svg,
    vignette(s, { opacity: 0.3 }),
    texture(s, { freq: 0.012, octaves: 3 }),
  )
}
