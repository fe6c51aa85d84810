import { describe, expect, it } from 'vitest'

import { statIcon } from './logic'

describe('statIcon', () => {
  it('knows the seven icons by name', () => {
    for (const name of ['home', 'users', 'school', 'tree', 'dollar', 'clock', 'map'] as const) {
      expect(statIcon(name)).toBe(name)
    }
  })

  it('ignores case and spaces and accepts a few common aliases', () => {
    expect(statIcon(' Home ')).toBe('home')
    expect(statIcon('people')).toBe('users')
    expect(statIcon('Park')).toBe('tree')
    expect(statIcon('location')).toBe('map')
  })

  it('shows a neutral dot for anything else', () => {
    expect(statIcon('rocket')).toBe('dot')
    expect(statIcon('')).toBe('dot')
    expect(statIcon(undefined)).toBe('dot')
  })
})
