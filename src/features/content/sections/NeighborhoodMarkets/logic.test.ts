import { describe, expect, it } from 'vitest'

import type { NeighborhoodMarket } from '@/features/content/sections/NeighborhoodMarkets/logic'
import { exploreHref, marketOverviewFigures, neighborhoodTrend, parsePrice } from './logic'

const market = (
  avgPrice: string,
  daysOnMarket: number,
  salesVolume: number,
): NeighborhoodMarket => ({
  name: 'Somewhere',
  description: '',
  priceTrend: 'stable',
  avgPrice,
  daysOnMarket,
  priceRange: '',
  salesVolume,
})

describe('neighborhoodTrend', () => {
  it('up is "Rising" with an upward icon in the accent colour', () => {
    expect(neighborhoodTrend('up')).toEqual({ label: 'Rising', arrow: 'up', tone: 'gold' })
  })

  it('down is "Cooling" with a downward icon in red', () => {
    expect(neighborhoodTrend('down')).toEqual({ label: 'Cooling', arrow: 'down', tone: 'red' })
  })

  it('anything else is "Stable" in grey', () => {
    expect(neighborhoodTrend('stable')).toEqual({ label: 'Stable', arrow: null, tone: 'grey' })
    expect(neighborhoodTrend(undefined).label).toBe('Stable')
  })
})

describe('marketOverviewFigures', () => {
  it('averages "$485,000" and "$515,000" to "$500,000"', () => {
    const figures = marketOverviewFigures([market('$485,000', 20, 4), market('$515,000', 30, 6)])
    expect(figures).toEqual({
      activeNeighborhoods: 2,
      avgAreaPrice: '$500,000',
      avgDaysListed: 25,
      totalMonthlySales: 10,
    })
  })

  it('rounds the average price and the average days', () => {
    const figures = marketOverviewFigures([
      market('$400,000', 20, 1),
      market('$400,001', 21, 2),
      market('$400,001', 21, 3),
    ])
    expect(figures.avgAreaPrice).toBe('$400,001')
    expect(figures.avgDaysListed).toBe(21)
    expect(figures.totalMonthlySales).toBe(6)
    expect(marketOverviewFigures([market('1', 10, 0), market('2', 11, 0)]).avgDaysListed).toBe(11)
  })

  it('leaves prices that are not numbers out of the average', () => {
    const figures = marketOverviewFigures([
      market('$600,000', 10, 1),
      market('Call for price', 20, 1),
    ])
    expect(figures.avgAreaPrice).toBe('$600,000')
    expect(figures.activeNeighborhoods).toBe(2)
  })

  it('has no averages for an empty list', () => {
    expect(marketOverviewFigures([])).toEqual({
      activeNeighborhoods: 0,
      avgAreaPrice: null,
      avgDaysListed: null,
      totalMonthlySales: 0,
    })
  })
})

describe('parsePrice and exploreHref', () => {
  it('strips dollar signs and commas', () => {
    expect(parsePrice('$1,250,000')).toBe(1250000)
    expect(parsePrice('')).toBeNull()
  })

  it('links to the property search for the report’s town or county', () => {
    expect(exploreHref('Andover')).toBe('/listings/search?location=Andover')
    expect(exploreHref('Sussex County & more')).toBe(
      '/listings/search?location=Sussex+County+%26+more',
    )
  })
})
