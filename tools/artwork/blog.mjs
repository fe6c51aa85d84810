// Blog covers, 1600 x 900: the spring market and lake living.

import { INK } from './palette.mjs'
import { D, bump, circle, pathEl, range, rect } from './util.mjs'
import { clouds, hills, mist, ridge, sky, treeline } from './landscape.mjs'
import { canoe, chair, dock, lake, reflection } from './water.mjs'
import { texture, vignette } from './finish.mjs'
import { house } from './buildings.mjs'

/** A flowering tree: recursive tapered branches with clusters of blossom at the tips. */
function blossomTree(
  s,
  { x, y, h, bark = '#3b3036', blossoms = ['#f1d3cf', '#e6b9b6', '#f7e6e0'], lean = 0 },
) {
  let wood = ''
  const tips = []
  const grow = (x0, y0, ang, len, width, depth) => {
    const [x1, y1] = [x0 + Math.cos(ang) * len, y0 + Math.sin(ang) * len]
    const [nx, ny] = [(Math.sin(ang) * width) / 2, (-Math.cos(ang) * width) / 2]
    // Listed clockwise, like circle(), so overlapping pieces never cancel out.
    wood += D`M${x0 + nx},${y0 + ny}L${x1 + nx * 0.62},${y1 + ny * 0.62}L${x1 - nx * 0.62},${y1 - ny * 0.62}L${x0 - nx},${y0 - ny}Z`
    wood += circle(x1, y1, width * 0.31)
    if (depth === 0) return tips.push([x1, y1])
    if (depth < 3) tips.push([x1, y1])
    const n = s.rnd() < 0.35 ? 3 : 2
    for (let i = 0; i < n; i++) {
      const spread = (i - (n - 1) / 2) * 0.75
      grow(x1, y1, ang + spread + s.r(-0.25, 0.25), len * s.r(0.68, 0.82), width * 0.64, depth - 1)
    }
  }
  grow(x, y, -Math.PI / 2 + lean, h * 0.3, h * 0.07, 5)
  const cluster = (k, count, alpha, extra = {}) => {
    const layers = blossoms.map(() => '')
    for (const [tx, ty] of tips) {
      for (let i = 0; i < count; i++) {
        const r = h * s.r(0.006, 0.016) * k
        const j = Math.floor(s.rnd() * blossoms.length)
        layers[j] += circle(tx + s.r(-1, 1) * h * 0.06 * k, ty + s.r(-1, 0.7) * h * 0.045 * k, r)
      }
    }
    return layers.map((d, i) => pathEl(d, blossoms[i], { opacity: alpha, ...extra })).join('')
  }
  return cluster(2.6, 5, 0.5, { filter: s.blur(6) }) + pathEl(wood, bark) + cluster(1, 12, 0.95)
}

export function springMarket(s) {
  const { h } = s
  s.add(
    sky(s, {
      stops: '#7d8fae 0, #c6c9cf 0.55, #f0e4cf 1',
      sun: { x: 1150, y: 330, r: 0, glow: 500, glowOpacity: 0.5, color: '#fbe9c4' },
    }),
    clouds(s, { y0: 80, y1: 280, count: 6, color: '#ffffff', opacity: 0.35 }),
  )
  const [, , lawn] = hills(s, [
    { y: 440, amp: 30, scale: 500, fill: '#9aa0b0', mist: '#efe6d6', mistAmount: 0.5 },
    {
      y: 520,
      amp: 26,
      scale: 400,
      fill: '#8c9a78',
      mist: '#dcd6bf',
      mistAmount: 0.3,
      trees: { h: [20, 36], cover: 0.75, kind: 'round', fill: '#7d8c6c' },
    },
    {
      y: 690,
      amp: 18,
      scale: 600,
      octaves: 2,
      fill: '#8d9c68',
      shape: (x) => bump(x, 1000, 400, -40),
    },
  ])
  const hx = 1010
  s.add(
    treeline(s, lawn.yAt, {
      x0: 1200,
      x1: 1400,
      spacing: 50,
      h: [150, 220],
      kind: 'round',
      fill: '#5f6f53',
      sink: 30,
    }),
    house(s, {
      x: hx,
      y: lawn.yAt(hx) + 20,
      w: 230,
      h: 150,
      roofH: 110,
      side: 150,
      wall: '#f3efe7',
      roof: '#3a4466',
      cols: 2,
      rows: 2,
      lit: 0,
      trim: true,
      shade: 0.18,
      glass: '#7d8aa3',
    }),
    pathEl(lawn.d, s.linear('#f6e6bd 0 0.3, #f6e6bd 0.7 0', { x1: 1, y1: 0, x2: 0.3, y2: 0.5 })),
  )
  // A front walk and blossoming shrubs.
  const door = [hx, lawn.yAt(hx) + 20]
  s.add(
    pathEl(
      `M${door[0] - 18},${door[1]}C${door[0] - 30},${door[1] + 80} ${door[0] - 160},${h - 80} ${door[0] - 200},${h + 10}L${door[0] - 40},${h + 10}C${door[0] - 40},${h - 80} ${door[0] + 10},${door[1] + 80} ${door[0] + 18},${door[1]}Z`,
      '#d9ccb0',
    ),
  )
  for (const bx of [880, 1140, 1220])
    s.add(
      pathEl(
        range(5)
          .map((i) => circle(bx + (i - 2) * 16, door[1] - 6 - (i % 2) * 12, 22))
          .join(''),
        '#5f7052',
      ),
    )
  s.add(
    pathEl(
      range(40)
        .map(() => circle(s.r(850, 1260), door[1] - s.r(0, 40), s.r(3, 6)))
        .join(''),
      '#f2cfd0',
    ),
  )
  s.add(blossomTree(s, { x: 300, y: h + 20, h: 820, lean: 0.06 }))
  s.add(
    pathEl(
      range(36)
        .map(() => circle(s.r(0, 800), s.r(640, h), s.r(2, 4)))
        .join(''),
      '#f4dcd8',
      { opacity: 0.8 },
    ),
  )
  s.add(vignette(s, { opacity: 0.25 }), texture(s, { freq: 0.008, octaves: 3 }))
}

export function lakeLiving(s) {
  const { w, h } = s
  const wl = 560
  const sun = { x: 520, y: wl - 70, r: 30, glow: 600, glowOpacity: 0.75, color: '#f1c987' }
  const skyStops = '#2c3b5c 0, #7b6f86 0.45, #e1ab7c 0.8, #f4d6a2 1'
  const far = ridge(s, {
    y: wl - 100,
    amp: 40,
    scale: 600,
    fill: '#7d7590',
    mist: '#f0c99a',
    mistAmount: 0.55,
  })
  const shore = ridge(s, { y: wl - 10, amp: 8, scale: 300, fill: '#4a4a64' })
  const shoreTrees = treeline(s, shore.yAt, {
    spacing: 9,
    h: [18, 36],
    kind: 'mixed',
    fill: '#4a4a64',
    cover: 0.85,
  })
  // The cottage on a wooded point to the right, nearer than the far shore, with its dock.
  const bank = wl + 50
  const point = ridge(s, {
    y: bank - 40,
    amp: 5,
    scale: 300,
    fill: '#232b3f',
    x0: 930,
    bottom: bank,
    shape: (x) => Math.max(0, 1080 - x) * 0.27 - Math.max(0, x - 1250) * 0.1,
  })
  const pines = treeline(s, point.yAt, {
    x0: 1100,
    x1: w + 40,
    spacing: 40,
    h: [220, 360],
    kind: 'conifer',
    fill: '#1c2438',
    sink: 16,
    aspect: 0.36,
  })
  const cottage = house(s, {
    x: 1280,
    y: point.yAt(1280) + 8,
    w: 190,
    h: 110,
    roofH: 90,
    side: 120,
    wall: '#8f6a55',
    roof: '#2a2f42',
    lit: 0.7,
    cols: 2,
    rows: 1,
    shade: 0.3,
  })
  const deck = dock(s, { x: 1060, y: bank - 4, len: 300, k: 1.3, color: '#4d3e34', dir: -1 })
  const near = [pines, point.svg, cottage, deck]
  const scenery = [far.svg, shoreTrees, shore.svg]
  s.add(
    sky(s, { stops: skyStops, sun, to: wl }),
    clouds(s, { y0: 80, y1: 340, count: 8, color: '#f0c090', opacity: 0.35 }),
  )
  s.add(
    far.svg,
    mist(s, { y: wl - 40, h: 60, color: '#f6d8aa', opacity: 0.3 }),
    shoreTrees,
    shore.svg,
  )
  s.add(
    lake(s, {
      y: wl,
      stops: `#c39677 0, #5a5a78 0.35, ${INK[900]} 1`,
      reflect: [sky(s, { stops: skyStops, sun, to: wl }), ...scenery],
      reflectOpacity: 0.6,
      ripples: 90,
      glitter: { x: sun.x, width: 110, count: 50 },
    }),
    reflection(s, near, bank, s.clip(rect(0, bank, w, h - bank)), 0.5),
    ...near,
    canoe(700, bank + 16, 170, '#7d4a3a'),
    chair(800, bank - 4 - 10, 1.3, INK[950], -1),
    vignette(s, { opacity: 0.35 }),
    texture(s, { freq: 0.008, octaves: 3 }),
  )
}
