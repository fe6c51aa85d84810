// Portraits: the testimonial monograms, and the about portrait, 900 x 1100: a figure (seen from
// behind, no face) at a window on the hills.

import { BRASS, INK, SKY } from './palette.mjs'
import { D, circle, el, f, pathEl, rect } from './util.mjs'
import { Scene } from './scene.mjs'
import { clouds, ridge, sky, treeline } from './landscape.mjs'
import { lake } from './water.mjs'
import { texture, vignette } from './finish.mjs'
import { textPath } from './lettering.mjs'

/** A monogram avatar: initials in Playfair on a soft gradient inside a double brass ring. */
export function monogram(initials, [light, dark]) {
  return (s, font) => {
    const { w, h } = s
    const c = w / 2
    s.add(
      pathEl(
        rect(0, 0, w, h),
        s.linear(`${light} 0, ${dark} 1`, { x1: 0.15, y1: 0, x2: 0.85, y2: 1 }),
      ),
      pathEl(
        rect(0, 0, w, h),
        s.radial('#ffffff 0 0.14, #ffffff 1 0', { cx: w * 0.35, cy: h * 0.28, r: w * 0.6 }),
      ),
      el('circle', {
        cx: c,
        cy: c,
        r: w * 0.4,
        fill: 'none',
        stroke: BRASS[500],
        'stroke-width': w * 0.018,
      }),
      el('circle', {
        cx: c,
        cy: c,
        r: w * 0.365,
        fill: 'none',
        stroke: BRASS[300],
        'stroke-width': w * 0.004,
        opacity: 0.7,
      }),
    )
    const size = w * 0.32
    const probe = textPath(font, initials, 0, 0, size, w * 0.01)
    const text = textPath(font, initials, c - probe.width / 2, c + size * 0.35, size, w * 0.01)
    const gold = s.linear(`${BRASS[300]} 0, ${BRASS[400]} 1`, {
      y1: c - size * 0.4,
      y2: c + size * 0.4,
      user: true,
    })
    s.add(pathEl(text.d, gold))
    // A small diamond under the letters, like a jeweller's mark.
    const dy = c + size * 0.62
    s.add(pathEl(D`M${c},${dy - 5}L${c + 5},${dy}L${c},${dy + 5}L${c - 5},${dy}Z`, BRASS[500]))
  }
}

export function aboutPortrait(s) {
  const { w, h } = s
  const win = { x: 110, y: 110, w: 680, h: 760 }
  s.add(pathEl(rect(0, 0, w, h), s.linear(`${INK[900]} 0, ${INK[950]} 1`)))
  // The view: dusk over a lake and ridges, clipped to the window.
  const view = new Scene('about-view', win.w, win.h)
  view.rnd = s.rnd
  view.ids = 1000
  view.defs = s.defs
  view.filters = s.filters
  const wl = win.h * 0.62
  const sun = { x: win.w * 0.3, y: wl - 40, r: 0, glow: 420, glowOpacity: 0.75, color: BRASS[400] }
  const far = ridge(view, {
    y: wl - 110,
    amp: 40,
    scale: 400,
    fill: '#5b6180',
    mist: '#c79a6c',
    mistAmount: 0.5,
  })
  const mid = ridge(view, { y: wl - 40, amp: 24, scale: 260, fill: '#3b4464' })
  const trees = treeline(view, mid.yAt, { spacing: 8, h: [16, 34], fill: '#2c3553', cover: 0.85 })
  const scenery = [far.svg, trees, mid.svg]
  const inside = [
    sky(view, { stops: SKY.dusk, sun, to: wl }),
    clouds(view, { y0: 60, y1: 300, count: 5, color: '#c59a78', opacity: 0.35 }),
    ...scenery,
    lake(view, {
      y: wl,
      stops: `#9c7f6a 0, #4a5270 0.3, ${INK[900]} 1`,
      reflect: [sky(view, { stops: SKY.dusk, sun, to: wl }), ...scenery],
      ripples: 40,
      glitter: { x: sun.x, width: 70, count: 30 },
    }),
  ]
  s.add(
    el(
      'g',
      { transform: `translate(${win.x},${win.y})`, 'clip-path': s.clip(rect(0, 0, win.w, win.h)) },
      inside.join(''),
    ),
  )
  // Light through the glass onto the wall and floor.
  s.add(
    pathEl(
      rect(0, 0, w, h),
      s.radial(`${BRASS[400]} 0 0.16, ${BRASS[400]} 1 0`, {
        cx: win.x + win.w * 0.35,
        cy: win.y + win.h * 0.6,
        rx: 700,
        ry: 700,
      }),
    ),
  )
  s.add(
    pathEl(D`M${win.x},${940}L${win.x + win.w},${940}L${w + 200},${h}L${-200},${h}Z`, BRASS[300], {
      opacity: 0.06,
    }),
  )
  // Frame, mullions and sill.
  const frame = INK[800]
  s.add(
    pathEl(
      rect(win.x - 26, win.y - 26, win.w + 52, win.h + 52) + rect(win.x, win.y, win.w, win.h),
      frame,
      { 'fill-rule': 'evenodd' },
    ),
    pathEl(
      rect(win.x + win.w / 2 - 7, win.y, 14, win.h) + rect(win.x, win.y + win.h * 0.36, win.w, 12),
      frame,
    ),
    pathEl(rect(win.x - 44, win.y + win.h + 20, win.w + 88, 26), '#26365a'),
    pathEl(rect(win.x - 44, win.y + win.h + 20, win.w + 88, 4), BRASS[500], { opacity: 0.5 }),
  )
  // The figure, seen from behind, rim-lit by the window; each part its own path so none cancel.
  const cx = 560
  const torso =
    `M${cx - 30},580C${cx - 62},590 ${cx - 105},600 ${cx - 128},614C${cx - 152},630 ${cx - 160},664 ${cx - 162},706` +
    `L${cx - 168},${h + 10}L${cx + 168},${h + 10}L${cx + 162},706C${cx + 160},664 ${cx + 152},630 ${cx + 128},614` +
    `C${cx + 105},600 ${cx + 62},590 ${cx + 30},580Z`
  const head = `M${cx - 50},492a50,62 0 1,1 100,0a50,62 0 1,1 -100,0Z`
  const hair = `M${cx - 55},482a55,56 0 1,1 110,0a55,40 0 1,1 -110,0Z`
  const neck = rect(cx - 28, 530, 56, 64)
  const ears = circle(cx - 49, 505, 10) + circle(cx + 49, 505, 10)
  const figure = [torso, neck, head, hair, ears]
  const ink = s.linear('#16223d 0, #070c19 1', { y1: 430, y2: h, user: true })
  s.add(
    el(
      'g',
      { transform: 'translate(-5,-3)', opacity: 0.6, filter: s.blur(2) },
      figure.map((d) => pathEl(d, BRASS[300])).join(''),
    ),
    ...figure.map((d) => pathEl(d, ink)),
    // The arms hang just apart from the body: two faint seams.
    pathEl(
      `M${cx - 128},760C${cx - 126},840 ${cx - 124},920 ${cx - 124},${h}` +
        `M${cx + 128},760C${cx + 126},840 ${cx + 124},920 ${cx + 124},${h}`,
      'none',
      { stroke: '#1f2c4a', 'stroke-width': 3 },
    ),
  )
  // A tall plant in the corner.
  const tones = ['#1a2a2c', '#22363a']
  const leaves = ['', '']
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + (i - 6.5) * 0.13 + s.r(-0.05, 0.05)
    const len = s.r(200, 330)
    const at = (da, k) => [f(100 + Math.cos(a + da) * len * k), f(905 + Math.sin(a + da) * len * k)]
    const [tx, ty] = at(0, 1)
    leaves[i % 2] +=
      `M100,905Q${at(0.12, 0.55).join(',')} ${tx},${ty}Q${at(-0.12, 0.55).join(',')} 100,905Z`
  }
  s.add(
    ...leaves.map((d, i) => pathEl(d, tones[i])),
    pathEl(D`M${45},${900}L${155},${900}L${142},${1010}L${58},${1010}Z`, '#1f2d4d'),
  )
  s.add(vignette(s, { opacity: 0.45 }), texture(s, { freq: 0.01, octaves: 3 }))
}
