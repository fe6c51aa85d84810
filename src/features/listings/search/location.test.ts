import { describe, expect, it } from 'vitest'

import { knownPlace } from './location'

const PLACES = { cities: ['Andover', 'Hackettstown', 'Sussex'], counties: ['Sussex', 'Warren'] }

describe('a typed location', () => {
  it('names a ZIP code alone, as a ZIP+4, or after its town as a card writes it', () => {
    for (const typed of ['07840', '07840-1234', 'Hackettstown, NJ 07840', 'hackettstown 07840'])
      expect(knownPlace(typed, PLACES), typed).toEqual({ kind: 'zip', name: '07840' })
  })

  it('names a town or a county, the town when a name is both unless it says County', () => {
    expect(knownPlace('andover, NJ', PLACES)).toEqual({ kind: 'town', name: 'Andover' })
    expect(knownPlace('Warren', PLACES)).toEqual({ kind: 'county', name: 'Warren' })
    expect(knownPlace('Sussex', PLACES)).toEqual({ kind: 'town', name: 'Sussex' })
    expect(knownPlace('Sussex County, NJ', PLACES)).toEqual({ kind: 'county', name: 'Sussex' })
  })

  it('is no place when it names a street, or a municipality the feed does not list', () => {
    // The street would be dropped: a whole ZIP code is not what the visitor asked for.
    expect(knownPlace('12 Main St, Hackettstown, NJ 07840', PLACES)).toBeNull()
    // Andover Township and Andover Borough are two places; the feed lists one "Andover".
    expect(knownPlace('Andover Township', PLACES)).toBeNull()
  })
})
