import { describe, expect, it } from 'vitest'

import { toListingView } from '../read/view'
import { openHouseCalendar } from './calendar'

const openHouse = {
  key: 'OH-1\rX-INJECTED:1',
  start: '2026-05-02T15:00:00.000Z',
  end: '2026-05-02T17:00:00.000Z',
  remarks: null,
}

describe('an open house as a calendar file', () => {
  it('keeps every line break of the feed inside its field, whichever way it is written', () => {
    const listing = toListingView({
      ListingKey: 'k1',
      ListingId: 'NJ1',
      slug: '12-lake-dr',
      StreetNumber: '12\rATTENDEE:mailto:x@example.com',
      StreetName: 'Lake\nDr\r\nEND:VEVENT',
      City: 'Sparta\u2028Mall',
      StateOrProvince: 'NJ',
    })
    const file = openHouseCalendar(listing, openHouse, 'https://agent.example')
    const lines = file.split('\r\n')
    // Only whole CRLF line ends: no line of its own for anything the feed wrote.
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n\u2028\u2029]/)
    expect(lines.filter((line) => /^(ATTENDEE|X-INJECTED|END:VEVENT)/.test(line))).toEqual([
      'END:VEVENT',
    ])
    expect(lines).toContain('UID:OH-1\\nX-INJECTED:1@open-house')
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toBe(
      'LOCATION:12\\nATTENDEE:mailto:x@example.com Lake\\nDr\\nEND:VEVENT\\, Sparta\\nMall\\, NJ',
    )
  })
})
