import { describe, expect, it } from 'vitest'

import { feedIsFiltered } from '../sync/config'
import { disclaimerParagraphs, SOME_EXCLUDED } from './disclaimer'

describe('the MLS disclaimer', () => {
  it('fills in the brokerage and the year, one paragraph per blank line', () => {
    const text = 'Listings courtesy of {brokerage}.\n\n  © {year} the MLS.  '
    expect(disclaimerParagraphs(text, 'Lakeside Realty', 2026, { filtered: false })).toEqual([
      'Listings courtesy of Lakeside Realty.',
      '© 2026 the MLS.',
    ])
  })

  it('says some listings are excluded when the agent narrows the feed, and only then', () => {
    const feed = { RESO_API_URL: 'https://mls.example/odata' }
    expect(feedIsFiltered(feed)).toBe(false)
    expect(feedIsFiltered({ ...feed, RESO_FILTER: "CountyOrParish eq 'Sussex'" })).toBe(true)
    expect(feedIsFiltered({ RESO_FILTER: "CountyOrParish eq 'Sussex'" })).toBe(false) // no feed
    const filtered = disclaimerParagraphs('', 'Lakeside Realty', 2026, { filtered: true })
    expect(filtered.at(-1)).toBe('Some IDX listings have been excluded from this website.')
    expect(disclaimerParagraphs('', 'Lakeside Realty', 2026, { filtered: false })).not.toContain(
      SOME_EXCLUDED,
    )
    // Written by the agent already: not said twice.
    const own = disclaimerParagraphs(`Our text.\n\n${SOME_EXCLUDED}`, 'X', 2026, { filtered: true })
    expect(own.filter((p) => p === SOME_EXCLUDED)).toHaveLength(1)
  })
})
