import { describe, expect, it } from 'vitest'

import { countyLabel } from '@/lib/areas'

describe('countyLabel', () => {
  it('names the county once, whichever way it was written', () => {
    expect(countyLabel('Warren')).toBe('Warren County')
    expect(countyLabel(' Warren County ')).toBe('Warren County')
    expect(countyLabel('Sussex county')).toBe('Sussex county')
  })
})
