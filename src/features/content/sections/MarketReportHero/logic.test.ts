import { describe, expect, it } from 'vitest'

import { heroHeadline, heroSubtitle, heroTrend, reportEyebrow } from './logic'

describe('reportEyebrow', () => {
  it('names the current month and year, then "Market Report"', () => {
    expect(reportEyebrow(new Date('2025-11-15T12:00:00Z'))).toBe('November 2025 Market Report')
  })

  it('uses the New Jersey calendar: 02:00 UTC on 1 March is still February there', () => {
    expect(reportEyebrow(new Date('2026-03-01T02:00:00Z'))).toBe('February 2026 Market Report')
  })

  it('defaults to now', () => {
    expect(reportEyebrow()).toMatch(/^[A-Z][a-z]+ \d{4} Market Report$/)
  })
})

describe('headline and subtitle', () => {
  it('falls back to the area name when no headline is given', () => {
    expect(heroHeadline(null, 'Hackettstown')).toBe('Hackettstown')
    expect(heroHeadline('  ', 'Hackettstown')).toBe('Hackettstown')
    expect(heroHeadline('Hackettstown Is Heating Up', 'Hackettstown')).toBe(
      'Hackettstown Is Heating Up',
    )
  })

  it('reads "{county} County Real Estate Market Analysis"', () => {
    expect(heroSubtitle('Warren')).toBe('Warren County Real Estate Market Analysis')
  })

  it('does not double "County"', () => {
    expect(heroSubtitle('Sussex County')).toBe('Sussex County Real Estate Market Analysis')
  })
})

describe('heroTrend', () => {
  it('up is gold "Strong", down is red "Cooling", anything else grey "Balanced"', () => {
    expect(heroTrend('up')).toEqual({ label: 'Strong', tone: 'gold', arrow: 'up' })
    expect(heroTrend('down')).toEqual({ label: 'Cooling', tone: 'red', arrow: 'down' })
    expect(heroTrend('stable')).toEqual({ label: 'Balanced', tone: 'grey', arrow: null })
    expect(heroTrend(undefined).label).toBe('Balanced')
  })
})
