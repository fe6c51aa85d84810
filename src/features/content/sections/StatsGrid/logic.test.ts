import { describe, expect, it } from 'vitest'

import { statsGridColumns } from './logic'

describe('statsGridColumns', () => {
  it('uses 1-2 columns for up to 2 stats', () => {
    expect(statsGridColumns(1)).toBe('grid-cols-1')
    expect(statsGridColumns(2)).toBe('grid-cols-1 sm:grid-cols-2')
  })

  it('uses 4 columns for 3 or 4 stats', () => {
    expect(statsGridColumns(3)).toContain('lg:grid-cols-4')
    expect(statsGridColumns(4)).toContain('lg:grid-cols-4')
  })

  it('uses 3 columns for more', () => {
    expect(statsGridColumns(5)).toContain('lg:grid-cols-3')
    expect(statsGridColumns(9)).toContain('lg:grid-cols-3')
    expect(statsGridColumns(9)).not.toContain('grid-cols-4')
  })
})
