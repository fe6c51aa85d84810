import { describe, expect, it } from 'vitest'

import { readCriteria } from '../search/criteria'
import { alertLabel } from './label'

const places = { cities: ['Andover'], counties: ['Sussex'] }
const label = (query: string) => alertLabel(readCriteria(new URLSearchParams(query)), places)

describe("an alert's label", () => {
  it('names the filters in the words the form offers, a typed place or keyword never', () => {
    expect(label('location=Andover&garage=2')).toBe('Andover, 2+ garage spaces')
    expect(label('location=Sussex&q=barn&beds=3')).toBe('Sussex County, Your keywords, 3+ beds')
    expect(label('location=Somewhere+Else')).toBe('A place you typed')
    expect(label('')).toBe('Every home for sale')
  })
})

describe("an alert's label for an investor's search", () => {
  it('names the units, the estimated cap rate and the price a unit as the form offers them', () => {
    expect(label('location=Sussex&units=2&minCap=6&maxPerUnit=200000')).toBe(
      'Sussex County, 2+ units, Estimated cap rate 6% or more, Up to $200,000 a unit',
    )
  })
})
