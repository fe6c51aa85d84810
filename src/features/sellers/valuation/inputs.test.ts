import { describe, expect, it } from 'vitest'

import { readFacts, texts } from './inputs'
import { findPlace, type Place, streetKey } from './places'

const read = (params: Record<string, string>, filled = {}) => readFacts(texts(params), filled, 2026)

const FULL = {
  type: 'single-family',
  beds: '3',
  baths: '2.5',
  sqft: '1,850',
  lot: '0.75',
  year: '1987',
  condition: 'updated',
}

describe('the home-value form read from the address', () => {
  it('reads every fact, the condition average when not given', () => {
    expect(read(FULL).facts).toEqual({
      type: 'single-family',
      beds: 3,
      baths: 2.5,
      sqft: 1850,
      lot: 0.75,
      year: 1987,
      condition: 'updated',
    })
    expect(read({ ...FULL, condition: '' }).facts?.condition).toBe('average')
  })

  it('says in words what is missing or wrong, and gives no facts then', () => {
    const { facts, errors } = read({
      ...FULL,
      beds: 'three',
      sqft: '',
      year: '2090',
      type: 'castle',
    })
    expect(facts).toBeNull()
    expect(errors).toEqual({
      type: 'Choose the kind of home.',
      beds: 'Enter the bedrooms as a whole number.',
      sqft: 'Enter the living area in square feet.',
      year: 'Enter the year built from 1700 to 2027.',
    })
  })

  it('does not ask a condominium for its lot', () => {
    expect(read({ ...FULL, type: 'condo', lot: '' }).facts?.lot).toBe(0)
    expect(read({ ...FULL, type: 'condo', lot: '3' }).facts?.lot).toBe(0)
  })

  it('takes what the MLS knows of the address for the fields left empty, the typed ones first', () => {
    const filled = {
      type: 'townhouse' as const,
      beds: 2,
      baths: 2,
      sqft: 1400,
      lot: 0.1,
      year: 2004,
    }
    expect(read({ beds: '3' }, filled).facts).toEqual({ ...filled, beds: 3, condition: 'average' })
  })

  it('keeps to the first value of a repeated parameter and to 200 characters', () => {
    expect(
      texts({ place: ['Andover', 'Sparta'] as never, address: 'x'.repeat(500) }),
    ).toMatchObject({
      place: 'Andover',
      address: 'x'.repeat(200),
    })
  })
})

describe('places and addresses as visitors type them', () => {
  const places: Place[] = [
    { city: 'Andover', county: 'Sussex', zips: ['07821'], lat: 41, lng: -74.7 },
    { city: 'Sparta', county: 'Sussex', zips: ['07871'], lat: 41.03, lng: -74.6 },
  ]
  it('finds a town by name or ZIP code, in any case, with or without the state', () => {
    expect(findPlace(places, 'andover')?.city).toBe('Andover')
    expect(findPlace(places, 'Sparta, NJ')?.city).toBe('Sparta')
    expect(findPlace(places, '07871')?.city).toBe('Sparta')
    expect(findPlace(places, 'Newark')).toBeNull()
    expect(findPlace(places, '')).toBeNull()
  })
  it('compares streets whatever the spelling of Street, Road or Lane', () => {
    expect(streetKey('Orchard Street')).toBe(streetKey('orchard st.'))
    expect(streetKey('Old Mill Lane')).toBe(streetKey('Old Mill Ln'))
    expect(streetKey('North Ridge Road')).toBe(streetKey('N Ridge Rd'))
    expect(streetKey('Ridge Rd')).not.toBe(streetKey('Ridge Ave'))
  })
})
