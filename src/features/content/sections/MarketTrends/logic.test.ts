import { describe, expect, it } from 'vitest'

import {
  SEGMENT_PALETTE,
  barPercent,
  formatUsd,
  momentumText,
  priceBars,
  salesBars,
  segmentColour,
} from './logic'

describe('bars', () => {
  it('measures each bar against the largest value, from zero', () => {
    expect(barPercent(50, 100)).toBe(50)
    expect(barPercent(100, 100)).toBe(100)
    expect(barPercent(1, 3)).toBe(33.3)
    expect(barPercent(5, 0)).toBe(0)
    expect(barPercent(-5, 10)).toBe(0)
  })

  it('gives each price bar a text such as "Jan: $480,000"', () => {
    const bars = priceBars([
      { month: 'Jan', price: 480000 },
      { month: 'Feb', price: 500000 },
    ])
    expect(bars.map((b) => b.text)).toEqual(['Jan: $480,000', 'Feb: $500,000'])
    expect(bars.map((b) => b.percent)).toEqual([96, 100])
  })

  it('gives each sales bar a text such as "Jan: 42 sales"', () => {
    const bars = salesBars([
      { month: 'Jan', sales: 42 },
      { month: 'Feb', sales: 1 },
      { month: 'Mar', sales: 1200 },
    ])
    expect(bars.map((b) => b.text)).toEqual(['Jan: 42 sales', 'Feb: 1 sale', 'Mar: 1,200 sales'])
    expect(bars[2]?.percent).toBe(100)
  })

  it('copes with no data', () => {
    expect(priceBars([])).toEqual([])
    expect(salesBars([])).toEqual([])
  })

  it('formats whole US dollars', () => {
    expect(formatUsd(1234567)).toBe('$1,234,567')
  })
})

describe('segmentColour', () => {
  it('uses CSS colours as given', () => {
    expect(segmentColour('#1c2a47', 0)).toBe('#1c2a47')
    expect(segmentColour('rgb(10, 20, 30)', 0)).toBe('rgb(10, 20, 30)')
    expect(segmentColour('teal', 0)).toBe('teal')
  })

  it('falls back to the palette for class names or blanks', () => {
    expect(segmentColour('bg-blue-500', 1)).toBe(SEGMENT_PALETTE[1])
    expect(segmentColour('', 0)).toBe(SEGMENT_PALETTE[0])
    expect(segmentColour(undefined, SEGMENT_PALETTE.length)).toBe(SEGMENT_PALETTE[0])
  })
})

describe('momentumText', () => {
  const sales = [{ sales: 40 }, { sales: 60 }]

  it('describes the price change from the first month to the last, and sales', () => {
    const prices = [
      { month: 'Jan', price: 480000 },
      { month: 'Jun', price: 500160 },
    ]
    expect(momentumText('Hackettstown', prices, sales)).toBe(
      'Prices in Hackettstown have risen 4.2% from Jan to Jun, with 100 homes sold over the period.',
    )
  })

  it('says fallen or held steady', () => {
    const down = [
      { month: 'Jan', price: 500000 },
      { month: 'Jun', price: 490000 },
    ]
    expect(momentumText('Byram', down, [])).toBe(
      'Prices in Byram have fallen 2.0% from Jan to Jun.',
    )
    const flat = [
      { month: 'Jan', price: 500000 },
      { month: 'Jun', price: 501000 },
    ]
    expect(momentumText('Byram', flat, [])).toBe(
      'Prices in Byram have held steady from Jan to Jun.',
    )
  })

  it('needs two price points', () => {
    expect(momentumText('Byram', [{ month: 'Jan', price: 1 }], sales)).toBeNull()
  })
})
