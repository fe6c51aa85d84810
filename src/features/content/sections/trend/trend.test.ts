import { describe, expect, it } from 'vitest'

import { statTrend } from './trend'

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
