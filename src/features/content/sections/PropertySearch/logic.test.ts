import { describe, expect, it } from 'vitest'

import { formatPrice, normaliseSearch, searchHref } from './logic'

describe('searchHref', () => {
  it('is the bare search page when nothing is filled in', () => {
    expect(searchHref({})).toBe('/listings/search')
    expect(searchHref({ location: '  ', minPrice: '', maxPrice: '', beds: '' })).toBe(
      '/listings/search',
    )
  })

  it('keeps only the filled fields, in a stable order', () => {
    expect(searchHref({ location: 'Byram', beds: '3' })).toBe(
      '/listings/search?location=Byram&beds=3',
    )
    expect(searchHref({ location: 'Andover', minPrice: '400000', maxPrice: 750000, beds: 2 })).toBe(
      '/listings/search?location=Andover&minPrice=400000&maxPrice=750000&beds=2',
    )
  })

  it('encodes the location', () => {
    expect(searchHref({ location: 'Sussex County & more' })).toBe(
      '/listings/search?location=Sussex+County+%26+more',
    )
  })
})

describe('normaliseSearch', () => {
  it('swaps a minimum above the maximum', () => {
    expect(normaliseSearch({ minPrice: 900000, maxPrice: 300000 })).toMatchObject({
      minPrice: 300000,
      maxPrice: 900000,
    })
  })

  it('reads typed prices and ignores nonsense', () => {
    expect(normaliseSearch({ minPrice: '$450,000', maxPrice: 'abc', beds: '-2' })).toEqual({
      location: '',
      minPrice: 450000,
      maxPrice: null,
      beds: null,
    })
  })

  it('caps the location at 100 characters', () => {
    expect(normaliseSearch({ location: 'x'.repeat(150) }).location).toHaveLength(100)
  })
})

describe('formatPrice', () => {
  it('shows whole US dollars with commas', () => {
    expect(formatPrice(1500000)).toBe('$1,500,000')
  })
})
