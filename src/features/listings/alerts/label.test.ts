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
