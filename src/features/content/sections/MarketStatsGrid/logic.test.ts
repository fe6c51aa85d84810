import { describe, expect, it } from 'vitest'

import { MARKET_STATS_GRID, statTrend } from './logic'

describe('statTrend', () => {
  it('shows up as gold with an up arrow', () => {
    expect(statTrend('up')).toEqual({ arrow: 'up', tone: 'gold', srLabel: 'Up' })
  })

  it('shows down as red with the arrow flipped', () => {
    expect(statTrend('down')).toEqual({ arrow: 'down', tone: 'red', srLabel: 'Down' })
  })

  it('shows stable, or anything else, as grey with no arrow', () => {
    expect(statTrend('stable')).toEqual({ arrow: null, tone: 'grey', srLabel: 'Stable' })
    expect(statTrend(undefined).arrow).toBeNull()
    expect(statTrend('sideways').tone).toBe('grey')
  })
})

describe('market statistics grid', () => {
  it('uses 1, 2 then 4 columns as the screen widens', () => {
    expect(MARKET_STATS_GRID).toContain('grid-cols-1')
    expect(MARKET_STATS_GRID).toContain('sm:grid-cols-2')
    expect(MARKET_STATS_GRID).toContain('lg:grid-cols-4')
  })
})
