// Whole-picture finishes: texture, vignette and wash, added last.

import { INK } from './palette.mjs'
import { el, pathEl, rect } from './util.mjs'

/**
 * Texture from feTurbulence, blended as an overlay: a fine film grain (freq ~0.9) or, at low
 * frequency, a soft painterly mottle that breaks up flat fills and gradient banding.
 */
export function texture(s, { opacity = 0.08, freq = 0.9, octaves = 2, seed = 7 } = {}) {
  const id = s.id('n')
  const grey = '1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1' // noise red channel as grey, opaque
  s.defs.push(
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq, numOctaves: octaves, seed }) +
        el('feColorMatrix', { type: 'matrix', values: grey }),
    ),
  )
  return pathEl(rect(0, 0, s.w, s.h), '#808080', {
    filter: `url(#${id})`,
    opacity,
    style: 'mix-blend-mode:overlay',
  })
}

/** Darken the edges (or one corner) to frame the picture and give text a calm place to sit. */
export function vignette(
  s,
  { color = INK[950], opacity = 0.45, cx = s.w / 2, cy = s.h / 2, inner = 0.55 } = {},
) {
  const paint = s.radial(
    [
      [inner, color, 0],
      [1, color, opacity],
    ],
    { cx, cy, rx: s.w * 0.75, ry: s.h * 0.85 },
  )
  return pathEl(rect(0, 0, s.w, s.h), paint)
}

/** A straight linear wash over the whole picture (e.g. darker lower-left for a headline). */
export function wash(s, stops, dir = { x1: 0, y1: 1, x2: 0.8, y2: 0.2 }) {
  return pathEl(rect(0, 0, s.w, s.h), s.linear(stops, dir))
}
