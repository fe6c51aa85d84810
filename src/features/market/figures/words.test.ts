import { describe, expect, it } from 'vitest'

import { formatChange, formatDay, formatPrice, monthLabel, shortPrice, thinNote } from './words'

describe('how the figures read', () => {
  it('writes days, months, prices and changes as the report shows them', () => {
    expect(formatDay('2025-12-01')).toBe('Dec 1, 2025')
    expect(monthLabel('2026-09')).toBe('Sep')
    expect(formatPrice(455_000.5)).toBe('$455,001')
    expect(shortPrice(275_000)).toBe('$275K')
    expect(shortPrice(1_250_000)).toBe('$1.25M')
    expect(formatChange(5.2)).toBe('+5.2%')
    expect(formatChange(-1.25)).toBe('-1.3%')
    expect(formatChange(0)).toBe('0.0%')
  })

  it('says how few sales a figure had and what is shown instead', () => {
    const figure = { from: '2026-09-01', to: '2026-11-27', sales: 1, value: null }
    expect(thinNote('Median price', figure)).toBe(
      "Median price: only 1 closed sale from Sep 1, 2026 to Nov 27, 2026, fewer than 10, so the agent's figure is shown",
    )
    expect(thinNote('Price per Sq Ft', { ...figure, sales: 0 }, false)).toBe(
      'Price per Sq Ft: no closed sales from Sep 1, 2026 to Nov 27, 2026, fewer than 10, so none is shown',
    )
  })
})
