import { describe, expect, it } from 'vitest'

import { agentDate, agentWeekend } from '@/lib/timeZone'

import { monthlyHoa } from '../read/estimate'

import { readCriteria, searchHref, searchQuery } from './criteria'
import { activeFilterList, pageNumbers } from './describe'

describe('a search in the address', () => {
  it('reads every filter and writes it back to the same address', () => {
    const query =
      'location=Andover&q=barn&minPrice=300000&maxPrice=600000&beds=3&baths=2&type=house&type=farm&status=active&minArea=1500&minAcres=2.5&minYear=1980&new=7&reduced=1&openHouse=1&water=well&sewer=septic&maxHoa=250&maxTax=9000&sort=price-asc&view=list&page=3'
    const criteria = readCriteria(new URLSearchParams(query))
    expect(criteria).toMatchObject({
      location: 'Andover',
      keyword: 'barn',
      minPrice: 300_000,
      maxPrice: 600_000,
      beds: 3,
      baths: 2,
      types: ['house', 'farm'],
      statuses: ['active'],
      minArea: 1500,
      minAcres: 2.5,
      minYear: 1980,
      newWithin: 7,
      reduced: true,
      openHouse: true,
      water: 'well',
      sewer: 'septic',
      maxHoa: 250,
      maxTax: 9000,
      sort: 'price-asc',
      view: 'list',
      page: 3,
    })
    expect(searchQuery(criteria)).toBe(query)
  })

  it('leaves out what it cannot read instead of failing, and swaps a reversed price range', () => {
    const criteria = readCriteria({
      beds: 'lots',
      minPrice: '900,000',
      maxPrice: '$400000',
      type: ['castle', 'condo,land'],
      sort: 'cheapest',
      page: '-2',
      new: '3',
      water: 'river',
    })
    expect(criteria).toMatchObject({
      minPrice: 400_000,
      maxPrice: 900_000,
      types: ['condo', 'land'],
      sort: 'newest',
      page: 1,
    })
    expect(criteria.beds).toBeUndefined()
    expect(criteria.newWithin).toBeUndefined()
    expect(criteria.water).toBeUndefined()
    // One search, one address: defaults and the first page leave no trace.
    expect(searchHref(criteria)).toBe(
      '/listings/search?minPrice=400000&maxPrice=900000&type=condo&type=land',
    )
    expect(searchHref(readCriteria({}))).toBe('/listings/search')
  })

  it('names each filter applied, and removing one keeps the others', () => {
    const criteria = readCriteria(new URLSearchParams('location=Byram&maxPrice=400000&beds=3'))
    const filters = activeFilterList(criteria)
    expect(filters.map((f) => f.label)).toEqual(['Byram', 'Up to $400,000', '3+ beds'])
    expect(searchHref(criteria, filters[1]!.without)).toBe('/listings/search?location=Byram&beds=3')
  })
})

describe('page links', () => {
  it('show the first, the last and the pages around the current one', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageNumbers(7, 20)).toEqual([1, null, 5, 6, 7, 8, 9, null, 20])
  })
})

describe('this weekend in New Jersey', () => {
  it('is the coming Saturday and Sunday on a weekday, the current ones at the weekend', () => {
    // Wednesday 25 November 2026, 23:30 in New Jersey (already Thursday in UTC).
    const weekday = agentWeekend(new Date('2026-11-26T04:30:00Z'))
    expect(weekday.start.toISOString()).toBe('2026-11-28T05:00:00.000Z')
    expect(weekday.end.toISOString()).toBe('2026-11-30T05:00:00.000Z')
    // Sunday evening: still this weekend.
    const sunday = agentWeekend(new Date('2026-11-29T23:00:00Z'))
    expect(sunday.start.toISOString()).toBe('2026-11-28T05:00:00.000Z')
    // The weekend the clocks go back: Saturday begins in daylight time, Monday in standard time.
    const clocks = agentWeekend(new Date('2026-10-28T12:00:00Z'))
    expect(clocks.start.toISOString()).toBe('2026-10-31T04:00:00.000Z')
    expect(clocks.end.toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })
})

describe('"new in the last days" counts New Jersey calendar days', () => {
  it('is still Tuesday in New Jersey on a Tuesday evening, whatever UTC says', () => {
    // Tuesday 24 November 2026, 20:30 in New Jersey: already Wednesday in UTC.
    const evening = new Date('2026-11-25T01:30:00Z')
    expect(agentDate(evening)).toBe('2026-11-24')
    expect(agentDate(evening, -1)).toBe('2026-11-23')
    expect(agentDate(evening, -30)).toBe('2026-10-25')
  })
})

describe('an HOA fee a month', () => {
  it('follows how often the feed says it falls due', () => {
    const fee = (associationFeeFrequency: string | null) =>
      monthlyHoa({ associationFee: 120, associationFeeFrequency })
    expect(fee('Monthly')).toBe(120)
    expect(fee(null)).toBe(120)
    expect(fee('Weekly')).toBe(520)
    expect(fee('Bi-Weekly')).toBe(260)
    expect(fee('Semi-Annually')).toBe(20)
    expect(fee('Bi-Monthly')).toBe(60)
    expect(fee('One Time')).toBe(0)
  })
})

describe('garage spaces', () => {
  it('is read from the address and written back as it was', () => {
    const query = 'location=Andover&beds=3&minYear=1980&garage=2&new=7'
    const criteria = readCriteria(new URLSearchParams(query))
    expect(criteria.garage).toBe(2)
    expect(searchQuery(criteria)).toBe(query)
    for (const unreadable of ['garage=lots', 'garage=0', 'garage=-1', 'garage=1.5', 'garage=99'])
      expect(searchHref(readCriteria(new URLSearchParams(unreadable))), unreadable).toBe(
        '/listings/search',
      )
  })

  it('is named in words and can be removed on its own', () => {
    const criteria = readCriteria(new URLSearchParams('beds=3&garage=2'))
    const filters = activeFilterList(criteria)
    expect(filters.map((f) => f.label)).toEqual(['3+ beds', '2+ garage spaces'])
    expect(searchHref(criteria, filters[1]!.without)).toBe('/listings/search?beds=3')
  })
})

describe("an investor's filters", () => {
  it('are read from the address and written back as they were, with the cap rate sort', () => {
    const query =
      'location=Newton&type=multi-family&units=2&minCap=6.5&maxPerUnit=200000&sort=cap-rate'
    const criteria = readCriteria(new URLSearchParams(query))
    expect(criteria).toMatchObject({ units: 2, minCap: 6.5, maxPerUnit: 200_000, sort: 'cap-rate' })
    expect(searchQuery(criteria)).toBe(query)
    // One unit is every home (a home without a count is one unit): no filter at all.
    for (const unreadable of [
      'units=1',
      'units=0',
      'units=many',
      'minCap=-3',
      'minCap=200',
      'maxPerUnit=cheap',
    ])
      expect(searchHref(readCriteria(new URLSearchParams(unreadable))), unreadable).toBe(
        '/listings/search',
      )
  })

  it('are named in words and each can be removed on its own', () => {
    const criteria = readCriteria(new URLSearchParams('units=3&minCap=7&maxPerUnit=150000'))
    const filters = activeFilterList(criteria)
    expect(filters.map((f) => f.label)).toEqual([
      '3+ units',
      'Estimated cap rate 7% or more',
      'Up to $150,000 a unit',
    ])
    expect(searchHref(criteria, filters[1]!.without)).toBe(
      '/listings/search?units=3&maxPerUnit=150000',
    )
  })
})
