import { describe, expect, it } from 'vitest'

import { addMonths, calendarMonthOf, formatMonthYear, paymentMonthLabel } from './dates'

describe('addMonths', () => {
  it('moves across year boundaries both ways', () => {
    expect(addMonths({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 })
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(addMonths({ year: 2026, month: 3 }, 360)).toEqual({ year: 2056, month: 3 })
    expect(addMonths({ year: 2026, month: 3 }, 0)).toEqual({ year: 2026, month: 3 })
  })
})

describe('formatMonthYear', () => {
  it('reads "Month YYYY"', () => {
    expect(formatMonthYear({ year: 2056, month: 3 })).toBe('March 2056')
    expect(formatMonthYear({ year: 2030, month: 12 })).toBe('December 2030')
    expect(formatMonthYear({ year: 2031, month: 1 })).toBe('January 2031')
  })
})

describe('paymentMonthLabel (payment k falls in the month today + k)', () => {
  it('puts the payoff of a 30-year loan in the same month 30 years on', () => {
    expect(paymentMonthLabel({ year: 2026, month: 3 }, 360)).toBe('March 2056')
  })

  it('puts the first payment in the month after today', () => {
    expect(paymentMonthLabel({ year: 2026, month: 3 }, 1)).toBe('April 2026')
    expect(paymentMonthLabel({ year: 2026, month: 12 }, 1)).toBe('January 2027')
  })

  it('is today’s month when nothing is left to pay', () => {
    expect(paymentMonthLabel({ year: 2026, month: 3 }, 0)).toBe('March 2026')
  })

  it('accepts a Date (its local calendar month)', () => {
    expect(paymentMonthLabel(new Date(2026, 2, 31, 23, 59), 8)).toBe('November 2026')
    expect(paymentMonthLabel(new Date(2026, 0, 1, 0, 0), 11)).toBe('December 2026')
  })
})

describe('calendarMonthOf', () => {
  it('reads the month in a given time zone', () => {
    // 02:00 UTC on 1 April is still 31 March in New Jersey.
    const instant = new Date('2026-04-01T02:00:00Z')
    expect(calendarMonthOf(instant, 'America/New_York')).toEqual({ year: 2026, month: 3 })
    expect(calendarMonthOf(instant, 'UTC')).toEqual({ year: 2026, month: 4 })
  })

  it('reads the local month without a time zone', () => {
    expect(calendarMonthOf(new Date(2026, 6, 4))).toEqual({ year: 2026, month: 7 })
  })
})
