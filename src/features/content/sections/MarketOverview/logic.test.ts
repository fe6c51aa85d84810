import { describe, expect, it } from 'vitest'

import { outlookBadge, overviewHeadline } from './logic'

describe('outlookBadge', () => {
  it('bullish reads "Strong Seller\'s Market" with an up icon', () => {
    expect(outlookBadge('bullish')).toEqual({ label: "Strong Seller's Market", icon: 'up' })
  })

  it('bearish reads "Buyer\'s Market" with a down icon', () => {
    expect(outlookBadge('bearish')).toEqual({ label: "Buyer's Market", icon: 'down' })
  })

  it('anything else reads "Balanced Market" with a neutral icon', () => {
    expect(outlookBadge('balanced')).toEqual({ label: 'Balanced Market', icon: 'neutral' })
    expect(outlookBadge('neutral')).toEqual({ label: 'Balanced Market', icon: 'neutral' })
    expect(outlookBadge(null).label).toBe('Balanced Market')
  })
})

describe('overviewHeadline', () => {
  it('defaults to "{areaName} Market Analysis"', () => {
    expect(overviewHeadline(undefined, 'Hackettstown')).toBe('Hackettstown Market Analysis')
    expect(overviewHeadline('', 'Warren County')).toBe('Warren County Market Analysis')
  })

  it('keeps a given headline', () => {
    expect(overviewHeadline('A Seller-Friendly Spring', 'Hackettstown')).toBe(
      'A Seller-Friendly Spring',
    )
  })
})
