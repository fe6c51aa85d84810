// Blog cover, 1600 x 900: first-time buyers.

import { BRASS, GLOW, INK, STONE } from './palette.mjs'
import { D, circle, pathEl, range, rect } from './util.mjs'
import { texture, vignette } from './finish.mjs'

export function firstTimeBuyers(s) {
  const { w, h } = s
  const cx = 800
  const sill = 640
  // Clapboard wall, warmed by two lanterns.
  s.add(pathEl(rect(0, 0, w, h), '#c9c1b1'))
  s.add(
    pathEl(
      range(40)
        .map((i) => rect(0, i * 24 + 20, w, 3))
        .join(''),
      '#a9a090',
      { opacity: 0.55 },
    ),
  )
  for (const lx of [cx - 230, cx + 230]) {
    s.add(
      pathEl(
        rect(0, 0, w, h),
        s.radial('#ffd98f 0 0.45, #ffd98f 1 0', { cx: lx, cy: 300, r: 360 }),
      ),
    )
  }
  s.add(
    pathEl(
      rect(0, 0, w, h),
      s.linear(`${INK[950]} 0 0.45, ${INK[950]} 0.5 0, ${INK[950]} 1 0.35`, {
        x1: 0,
        y1: 0,
        x2: 1,
        y2: 0,
      }),
    ),
  )
  // Windows with shutters at the sides.
  for (const wx of [170, 1430]) {
    s.add(
      pathEl(rect(wx - 110, 150, 220, 300), STONE[50]),
      pathEl(rect(wx - 95, 165, 190, 270), GLOW, { opacity: 0.85 }),
      pathEl(rect(wx - 3, 165, 6, 270) + rect(wx - 95, 296, 190, 6), STONE[50]),
      pathEl(rect(wx - 175, 150, 55, 300) + rect(wx + 120, 150, 55, 300), INK[800]),
    )
  }
  // The door: pilasters, a pediment, a fanlight, panels and brass.
  s.add(
    pathEl(rect(cx - 190, 130, 380, sill - 130), STONE[50]),
    pathEl(D`M${cx - 215},${140}L${cx},${40}L${cx + 215},${140}Z`, STONE[50]),
    pathEl(D`M${cx - 180},${128}L${cx},${62}L${cx + 180},${128}Z`, '#d8d1c2'),
    pathEl(rect(cx - 215, 128, 430, 16), '#e8e2d6'),
    pathEl(rect(cx - 130, 170, 260, sill - 170), INK[950]),
    pathEl(`M${cx - 120},250a120,80 0 0,1 240,0Z`, GLOW),
    pathEl(
      range(5)
        .map(
          (i) =>
            `M${cx},250L${cx + Math.cos(Math.PI + (i + 1) * (Math.PI / 6)) * 120},${250 + Math.sin(Math.PI + (i + 1) * (Math.PI / 6)) * 80}`,
        )
        .join(''),
      'none',
      { stroke: STONE[50], 'stroke-width': 5 },
    ),
    pathEl(rect(cx - 120, 252, 240, sill - 252), INK[800]),
    pathEl(
      rect(cx - 98, 278, 84, 150) +
        rect(cx + 14, 278, 84, 150) +
        rect(cx - 98, 452, 84, 160) +
        rect(cx + 14, 452, 84, 160),
      '#22325a',
    ),
    pathEl(
      rect(cx - 92, 284, 72, 138) +
        rect(cx + 20, 284, 72, 138) +
        rect(cx - 92, 458, 72, 148) +
        rect(cx + 20, 458, 72, 148),
      INK[800],
    ),
    pathEl(circle(cx + 88, 450, 9) + circle(cx, 340, 14), BRASS[400]),
    pathEl(`M${cx - 16},352a16,16 0 1,0 32,0`, 'none', { stroke: BRASS[300], 'stroke-width': 5 }),
  )
  // Lanterns.
  for (const lx of [cx - 230, cx + 230]) {
    s.add(
      pathEl(rect(lx - 4, 230, 8, 50), INK[950]),
      pathEl(
        D`M${lx - 26},${270}L${lx + 26},${270}L${lx + 20},${350}L${lx - 20},${350}Z`,
        INK[950],
      ),
      pathEl(D`M${lx - 18},${280}L${lx + 18},${280}L${lx + 14},${342}L${lx - 14},${342}Z`, GLOW),
      pathEl(D`M${lx - 32},${272}L${lx},${246}L${lx + 32},${272}Z`, INK[950]),
    )
  }
  // Steps, planters, and the walk coming toward us.
  s.add(
    pathEl(rect(cx - 230, sill, 460, 26), '#b9b1a2'),
    pathEl(rect(cx - 270, sill + 26, 540, 30), '#a59d8e'),
    pathEl(rect(0, sill + 56, w, h - sill), s.linear('#55634a 0, #2e3a2c 1')),
    pathEl(
      D`M${cx - 250},${sill + 56}L${cx + 250},${sill + 56}L${cx + 420},${h}L${cx - 420},${h}Z`,
      '#b3a994',
    ),
  )
  let joints = ''
  for (let i = 1; i < 6; i++) {
    const t = (i / 6) ** 1.3
    const yy = sill + 56 + (h - sill - 56) * t
    const half = 250 + 170 * t
    joints += rect(cx - half, yy, half * 2, 3)
  }
  joints += D`M${cx - 2},${sill + 56}L${cx + 2},${sill + 56}L${cx + 4},${h}L${cx - 4},${h}Z`
  s.add(pathEl(joints, '#8f8676'))
  for (const px of [cx - 320, cx + 320]) {
    s.add(
      pathEl(
        range(7)
          .map(() => circle(px + s.r(-40, 40), sill - 40 - s.r(0, 70), s.r(26, 40)))
          .join(''),
        '#3f5140',
      ),
      pathEl(
        D`M${px - 55},${sill - 30}L${px + 55},${sill - 30}L${px + 42},${sill + 56}L${px - 42},${sill + 56}Z`,
        INK[800],
      ),
      pathEl(rect(px - 60, sill - 36, 120, 10), '#2c3b5c'),
    )
  }
  for (const bx of [140, 1460])
    s.add(
      pathEl(
        range(9)
          .map((i) => circle(bx + (i - 4) * 30, sill + 20 - (i % 3) * 18, s.r(40, 60)))
          .join(''),
        '#334231',
      ),
    )
  s.add(vignette(s, { opacity: 0.35 }), texture(s, { freq: 0.008, octaves: 3 }))
}
