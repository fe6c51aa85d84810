import { describe, expect, it } from 'vitest'

import { readCriteria } from '@/features/listings/search'

import { presetHref } from './logic'

const searchOf = (href: string) => readCriteria(new URLSearchParams(href.split('?')[1] ?? ''))

describe("an investor search's link", () => {
  it('opens the property search with the filters the agent picked, in its own address', () => {
    expect(presetHref({ units: '2', sort: 'cap-rate' })).toBe(
      '/listings/search?units=2&sort=cap-rate',
    )
    expect(presetHref({ types: ['land'] })).toBe('/listings/search?type=land')
    const valueAdd = presetHref({
      location: ' Sussex County ',
      types: ['multi-family', 'house'],
      minCap: '7',
      maxPerUnit: '200000',
      maxPrice: '750000',
      reduced: true,
    })
    // The search page reads back exactly what was picked.
    expect(searchOf(valueAdd)).toMatchObject({
      location: 'Sussex County',
      types: ['house', 'multi-family'],
      minCap: 7,
      maxPerUnit: 200_000,
      maxPrice: 750_000,
      reduced: true,
      sort: 'newest',
    })
  })

  it('links to every home when nothing is picked, and leaves out what the search cannot take', () => {
    expect(presetHref({})).toBe('/listings/search')
    expect(
      presetHref({
        types: ['castle'],
        units: '1',
        minCap: 'high',
        sort: 'cheapest',
        reduced: null,
      }),
    ).toBe('/listings/search')
  })
})
