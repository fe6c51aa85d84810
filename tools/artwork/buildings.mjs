// Buildings. Positions are the centre of the footprint at ground level (x, y).

import { BRASS, GLOW, INK, STONE } from './palette.mjs'
import { D, circle, f, mix, pathEl, range, rect } from './util.mjs'

/** Window panes: a grid on a wall, some lit. Returns { d: dark panes, lit: lit panes }. */
function windows(s, { x, y, w, h, cols, rows, lit = 0, size = 0.5 }) {
  let d = ''
  let glow = ''
  const cw = w / cols
  const rh = h / rows
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const ww = cw * size
      const wh = Math.min(rh * 0.7, ww * 1.5)
      const pane = rect(x + c * cw + (cw - ww) / 2, y + r * rh + (rh - wh) / 2, ww, wh)
      if (s.rnd() < lit) glow += pane
      else d += pane
    }
  }
  return { d, glow }
}

/**
 * A house in simple 2.5-D: a front gable (or a side-gabled roof), an optional receding side
 * wall in shade, windows (some glowing), a door and a chimney.
 */
export function house(s, opts) {
  const { x, y, w, h, roofH = w * 0.45, side = 0, wall, roof, lit = 0, gable = 'front' } = opts
  const {
    shade = 0.25,
    rows = 2,
    cols = 2,
    door = true,
    chimney = true,
    trim,
    winSize = 0.36,
  } = opts
  const glass = opts.glass ?? mix(wall, INK[950], 0.65)
  const sideWall = mix(wall, INK[950], shade)
  const sideRoof = mix(roof, INK[950], shade * 0.6)
  const L = x - w / 2
  const R = x + w / 2
  const top = y - h
  const oh = w * 0.06 // eaves overhang
  const out = []
  if (chimney) {
    const cx = gable === 'front' ? x + side * 0.6 : L + w * 0.72
    out.push(pathEl(rect(cx, top - roofH * 1.05, w * 0.09, roofH * 0.9), mix(roof, wall, 0.3)))
  }
  if (side) {
    out.push(pathEl(rect(R, top, side, h), sideWall))
    const sw = windows(s, {
      x: R,
      y: top + h * 0.08,
      w: side,
      h: h * 0.8,
      cols: Math.max(1, Math.round(side / (w / cols))),
      rows,
      lit,
      size: winSize,
    })
    out.push(pathEl(sw.d, mix(glass, INK[950], 0.3)), pathEl(sw.glow, mix(GLOW, sideWall, 0.25)))
  }
  if (gable === 'front') {
    if (side)
      out.push(
        pathEl(
          D`M${x},${top - roofH}L${R + side + oh},${top - roofH}L${R + side + oh},${top + 1}L${R + oh},${top + 1}Z`,
          sideRoof,
        ),
      )
    out.push(pathEl(rect(L, top, w, h), wall))
    out.push(pathEl(D`M${L - oh},${top + 1}L${x},${top - roofH}L${R + oh},${top + 1}Z`, roof))
    out.push(pathEl(D`M${L},${top}L${x},${top - roofH + w * 0.06}L${R},${top}Z`, wall))
    if (trim) out.push(pathEl(circle(x, top - roofH * 0.42, w * 0.06), glass))
  } else {
    out.push(pathEl(rect(L, top, w, h), wall))
    const inset = Math.min(roofH * 0.9, w * 0.3)
    out.push(
      pathEl(
        D`M${L - oh},${top + 1}L${L - oh + inset},${top - roofH}L${R + oh - inset},${top - roofH}L${R + oh},${top + 1}Z`,
        roof,
      ),
    )
  }
  const dw = w * 0.16
  const win = windows(s, {
    x: L,
    y: top + h * 0.08,
    w,
    h: door ? h * 0.78 : h * 0.84,
    cols,
    rows,
    lit,
    size: winSize,
  })
  out.push(pathEl(win.d, glass), pathEl(win.glow, mix(GLOW, wall, 0.12)))
  if (door)
    out.push(pathEl(rect(x - dw / 2, y - h * 0.42, dw, h * 0.42), mix(wall, INK[950], 0.55)))
  return out.join('')
}

/** A white clapboard church: nave with a tower, belfry and a tall steeple. */
export function church(
  s,
  { x, y, k = 1, wall = STONE[100], roof = INK[700], lit = 0.3, spire = 1 },
) {
  const tw = 46 * k
  const out = [
    house(s, {
      x: x + 40 * k,
      y,
      w: 110 * k,
      h: 80 * k,
      roofH: 55 * k,
      side: 150 * k,
      wall,
      roof,
      rows: 1,
      cols: 2,
      lit,
      chimney: false,
      door: false,
    }),
  ]
  const tTop = y - 175 * k
  const glass = mix(wall, INK[950], 0.6)
  out.push(
    pathEl(rect(x - tw / 2, tTop, tw, 175 * k), wall),
    pathEl(rect(x - tw * 0.62, tTop - 6 * k, tw * 1.24, 8 * k), mix(wall, INK[950], 0.15)),
    pathEl(rect(x - tw * 0.42, tTop - 48 * k, tw * 0.84, 42 * k), wall),
    pathEl(
      `M${f(x - 9 * k)},${f(tTop - 14 * k)}v${f(-16 * k)}a${f(9 * k)},${f(9 * k)} 0 0,1 ${f(18 * k)},0v${f(16 * k)}Z`,
      glass,
    ),
    pathEl(rect(x - tw * 0.5, tTop - 52 * k, tw, 6 * k), mix(wall, INK[950], 0.15)),
    pathEl(
      D`M${x - tw * 0.42},${tTop - 52 * k}L${x},${tTop - (52 + 150 * spire) * k}L${x + tw * 0.42},${tTop - 52 * k}Z`,
      roof,
    ),
    pathEl(rect(x - 1.2 * k, tTop - (64 + 150 * spire) * k, 2.4 * k, 14 * k), BRASS[400]),
    pathEl(
      `M${f(x - 10 * k)},${f(y)}v${f(-26 * k)}a${f(10 * k)},${f(10 * k)} 0 0,1 ${f(20 * k)},0v${f(26 * k)}Z`,
      mix(wall, INK[950], 0.6),
    ),
    pathEl(
      `M${f(x - 7 * k)},${f(tTop + 50 * k)}v${f(-20 * k)}a${f(7 * k)},${f(7 * k)} 0 0,1 ${f(14 * k)},0v${f(20 * k)}Z`,
      s.rnd() < lit ? GLOW : glass,
    ),
  )
  return out.join('')
}

/** A brick clock tower with a pyramid roof and a brass-rimmed clock face. */
export function clockTower(
  s,
  { x, y, k = 1, wall = '#7b5a4c', roof = INK[800], face = STONE[50] },
) {
  const tw = 56 * k
  const top = y - 260 * k
  return [
    pathEl(rect(x - tw / 2, top, tw, 260 * k), wall),
    pathEl(rect(x + tw * 0.18, top, tw * 0.32, 260 * k), mix(wall, INK[950], 0.2)),
    pathEl(rect(x - tw * 0.6, top - 10 * k, tw * 1.2, 12 * k), mix(wall, STONE[100], 0.5)),
    pathEl(circle(x, top + 40 * k, 20 * k), BRASS[400]),
    pathEl(circle(x, top + 40 * k, 16.5 * k), face),
    pathEl(
      rect(x - 1.2 * k, top + 28 * k, 2.4 * k, 13 * k) +
        rect(x - 1.2 * k, top + 38.8 * k, 10 * k, 2.4 * k),
      INK[900],
    ),
    pathEl(
      D`M${x - tw * 0.62},${top - 10 * k}L${x},${top - 90 * k}L${x + tw * 0.62},${top - 10 * k}Z`,
      roof,
    ),
    pathEl(rect(x - 1.5 * k, top - 108 * k, 3 * k, 20 * k), BRASS[400]),
    ...range(4).map((i) =>
      pathEl(
        rect(x - tw * 0.28, top + (90 + i * 42) * k, tw * 0.2, 24 * k),
        s.rnd() < 0.4 ? GLOW : mix(wall, INK[950], 0.6),
      ),
    ),
  ].join('')
}

/** A storefront building with a flat roof and a cornice (historic main street). */
export function shopfront(
  s,
  { x, y, w, h, wall, trim = STONE[100], lit = 0.4, awning, floors = 2 },
) {
  const L = x - w / 2
  const top = y - h
  const glass = mix(wall, INK[950], 0.65)
  const upper = windows(s, {
    x: L,
    y: top + h * 0.12,
    w,
    h: h * 0.48,
    cols: Math.max(2, Math.round(w / 45)),
    rows: floors - 1,
    lit,
    size: 0.45,
  })
  const out = [
    pathEl(rect(L, top, w, h), wall),
    pathEl(rect(L - 4, top - 8, w + 8, 12), trim),
    pathEl(rect(L, top + h * 0.05, w, 3), mix(wall, INK[950], 0.25)),
    pathEl(upper.d, glass),
    pathEl(upper.glow, GLOW),
    pathEl(
      rect(L + w * 0.08, y - h * 0.3, w * 0.55, h * 0.22),
      s.rnd() < lit + 0.3 ? mix(GLOW, wall, 0.2) : glass,
    ),
    pathEl(rect(L + w * 0.7, y - h * 0.32, w * 0.18, h * 0.32), mix(wall, INK[950], 0.5)),
  ]
  if (awning)
    out.push(
      pathEl(
        D`M${L + w * 0.05},${y - h * 0.34}L${L + w * 0.66},${y - h * 0.34}L${L + w * 0.69},${y - h * 0.27}L${L + w * 0.02},${y - h * 0.27}Z`,
        awning,
      ),
    )
  return out.join('')
}

/** A row of houses along a ground line, each a little different. */
export function townRow(
  s,
  yAt,
  { x0, x1, walls, roofs, size = 1, gap = [6, 30], lit = 0.35, side = 0, skip },
) {
  const out = []
  for (let x = x0; x < x1;) {
    const w = s.r(70, 130) * size
    const cx = x + w / 2
    if (!skip || !skip(cx)) {
      const gable = s.rnd() < 0.6 ? 'front' : 'side'
      out.push(
        house(s, {
          x: cx,
          y: yAt(cx) + 6 * size,
          w,
          h: s.r(0.55, 0.9) * w,
          roofH: w * s.r(0.35, 0.55),
          side: side ? side * s.r(0.6, 1.2) * size : 0,
          wall: walls[Math.floor(s.rnd() * walls.length)],
          roof: roofs[Math.floor(s.rnd() * roofs.length)],
          gable,
          lit,
          cols: gable === 'front' ? 2 : 3,
          rows: 2,
          chimney: s.rnd() < 0.6,
        }),
      )
    }
    x += w + s.r(gap[0], gap[1]) * size + (side ? side * size : 0)
  }
  return out.join('')
}
