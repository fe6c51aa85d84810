import { describe, expect, it } from 'vitest'

import { buttonClass, surfaceClass } from './buttons'

describe('buttons and surfaces', () => {
  it('a button without a variant is a primary one', () => {
    expect(buttonClass(undefined, 'light')).toBe(buttonClass('primary', 'light'))
    expect(buttonClass(null, 'dark')).toBe(buttonClass('primary', 'dark'))
    expect(buttonClass('secondary', 'dark')).not.toBe(buttonClass('primary', 'dark'))
  })

  it('a section without a background is white, like one that asks for white', () => {
    expect(surfaceClass(undefined)).toBe(surfaceClass('white'))
    expect(surfaceClass('gray')).not.toBe(surfaceClass('white'))
  })
})
