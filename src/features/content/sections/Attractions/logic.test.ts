import { describe, expect, it } from 'vitest'

import type { AttractionCategory } from '@/features/content/sections/Attractions/logic'
import { categoryCounts, categoryLabel } from './logic'

const of = (...categories: string[]) =>
  categories.map((category) => ({ category: category as AttractionCategory }))

describe('categoryLabel', () => {
  it('labels the six categories', () => {
    expect(
      ['outdoor', 'dining', 'shopping', 'events', 'recreation', 'culture'].map(categoryLabel),
    ).toEqual(['Outdoor', 'Dining', 'Shopping', 'Events', 'Recreation', 'Culture'])
  })

  it('capitalises an unknown category', () => {
    expect(categoryLabel('wellness')).toBe('Wellness')
  })
})

describe('categoryCounts', () => {
  it('counts each category present, in the labels order, e.g. "Outdoor 3"', () => {
    const counts = categoryCounts(
      of('dining', 'outdoor', 'culture', 'outdoor', 'outdoor', 'dining'),
    )
    expect(counts.map((c) => `${c.label} ${c.count}`)).toEqual([
      'Outdoor 3',
      'Dining 2',
      'Culture 1',
    ])
  })

  it('leaves out categories with no attractions', () => {
    expect(categoryCounts(of('events')).map((c) => c.category)).toEqual(['events'])
    expect(categoryCounts([])).toEqual([])
  })

  it('puts unknown categories last', () => {
    expect(categoryCounts(of('wellness', 'shopping')).map((c) => c.label)).toEqual([
      'Shopping',
      'Wellness',
    ])
  })
})
