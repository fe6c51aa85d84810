// Scene: an SVG canvas with its own seeded randomness and a shared <defs>.

import { hashString, prng } from './prng.mjs'
import { D, el } from './util.mjs'

export class Scene {
  constructor(name, w, h) {
    this.w = w
    this.h = h
    this.rnd = prng(hashString(name))
    this.defs = []
    this.layers = []
    this.ids = 0
    this.filters = new Map()
  }
  id(prefix) {
    return `${prefix}${++this.ids}`
  }
  /** A random float in [a, b). */
  r(a = 0, b = 1) {
    return a + (b - a) * this.rnd()
  }
  add(...svg) {
    this.layers.push(...svg.flat())
    return this
  }
  /** `stops` is a CSS-like list: 'colour offset [opacity], …' (or an array of [offset, colour, opacity]). */
  gradient(tag, stops, attrs) {
    const id = this.id('g')
    const list =
      typeof stops === 'string'
        ? stops.split(',').map((t) => {
            const [color, offset, opacity = 1] = t.trim().split(/\s+/)
            return [Number(offset), color, Number(opacity)]
          })
        : stops
    const inner = list
      .map(([offset, color, opacity = 1]) =>
        el('stop', {
          offset,
          'stop-color': color,
          'stop-opacity': opacity === 1 ? undefined : opacity,
        }),
      )
      .join('')
    this.defs.push(el(tag, { id, ...attrs }, inner))
    return `url(#${id})`
  }
  /** Linear gradient, vertical by default, in the shape's bounding box unless `user` is set. */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const units = user ? { gradientUnits: 'userSpaceOnUse' } : {}
    return this.gradient('linearGradient', stops, { x1, y1, x2, y2, ...units })
  }
  /** Radial gradient in user space. */
  radial(stops, { cx, cy, r, rx, ry }) {
    if (rx && ry) {
      // An ellipse: scale a unit gradient.
      const t = D`matrix(${rx},0,0,${ry},${cx},${cy})`
      return this.gradient('radialGradient', stops, {
        cx: 0,
        cy: 0,
        r: 1,
        gradientUnits: 'userSpaceOnUse',
        gradientTransform: t,
      })
    }
    return this.gradient('radialGradient', stops, { cx, cy, r, gradientUnits: 'userSpaceOnUse' })
  }
  /** A Gaussian blur filter, shared per deviation. */
  blur(std) {
    if (!this.filters.has(std)) {
      const id = this.id('b')
      this.defs.push(
        el(
          'filter',
          { id, x: '-20%', y: '-50%', width: '140%', height: '200%' },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      )
      this.filters.set(std, `url(#${id})`)
    }
    return this.filters.get(std)
  }
  clip(d) {
    const id = this.id('c')
    this.defs.push(el('clipPath', { id }, el('path', { d })))
    return `url(#${id})`
  }
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" ` +
      `viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>` +
      `${this.layers.join('')}</svg>`
    )
  }
}
