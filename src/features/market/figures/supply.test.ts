import { describe, expect, it } from 'vitest'

import { marketSideOf, supplyNote } from './supply'

describe('whose market the months of inventory make it', () => {
  it('favours sellers under 4 months, buyers over 6, and neither from 4 to 6', () => {
    expect(marketSideOf(2.4)).toBe('sellers')
    expect(marketSideOf(3.9)).toBe('sellers')
    expect(marketSideOf(4)).toBe('balanced')
    expect(marketSideOf(6)).toBe('balanced')
    expect(marketSideOf(6.1)).toBe('buyers')
    expect(marketSideOf(9.3)).toBe('buyers')
  })

  it('says where the call comes from, with the figure as the hero shows it', () => {
    expect(supplyNote(9.25)).toBe(
      "9.3 months of homes for sale at the pace of the last six months' sales, from the MLS. By the usual rule of thumb, under 4 months favours sellers and over 6 buyers.",
    )
  })
})
