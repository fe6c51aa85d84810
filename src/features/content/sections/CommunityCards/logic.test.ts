import { describe, expect, it } from 'vitest'

import { cardHighlights, clampColumns, communityHref, imageSizes } from './logic'

describe('columns', () => {
  it('defaults to 3 and accepts only 1 to 4', () => {
    expect(clampColumns(undefined)).toBe(3)
    expect(clampColumns(null)).toBe(3)
    expect(clampColumns(1)).toBe(1)
    expect(clampColumns(4)).toBe(4)
    expect(clampColumns(0)).toBe(3)
    expect(clampColumns(5)).toBe(3)
    expect(clampColumns(2.5)).toBe(3)
  })

  it('gives images sizes that follow the columns', () => {
    expect(imageSizes(1)).toBe('(min-width: 1280px) 1216px, 100vw')
    expect(imageSizes(2)).toBe('(min-width: 1280px) 592px, (min-width: 768px) 50vw, 100vw')
    expect(imageSizes(3)).toBe(
      '(min-width: 1280px) 384px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
    )
    expect(imageSizes(4)).toBe(
      '(min-width: 1280px) 280px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
    )
  })
})

describe('card content', () => {
  it('keeps at most the first 3 highlights', () => {
    expect(cardHighlights(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c'])
    expect(cardHighlights(['a'])).toEqual(['a'])
  })

  it('links to the given href, else /communities/{slug}', () => {
    expect(communityHref({ slug: 'hackettstown', href: '/market-update/hackettstown' })).toBe(
      '/market-update/hackettstown',
    )
    expect(communityHref({ slug: 'hackettstown', href: null })).toBe('/communities/hackettstown')
    expect(communityHref({ slug: 'byram' })).toBe('/communities/byram')
  })
})
