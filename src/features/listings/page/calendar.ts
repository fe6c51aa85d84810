import type { ListingView, OpenHouseView } from '../read/view'
import { addressLine } from './format'

/**
 * RFC 5545 text: backslash, comma and semicolon escaped; every line break the feed wrote (CRLF, a
 * lone CR or LF, a Unicode line or paragraph separator) written as "\n", since a raw one would
 * start a line of its own ("ATTENDEE:…") in the file; other control characters, which the format
 * does not allow in text, dropped.
 */
const escape = (text: string) =>
  text
    .replace(/[\\,;]/g, (c) => `\\${c}`)
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** A one-event calendar file for an open house, in UTC, with the listing's page as its link. */
export function openHouseCalendar(
  listing: ListingView,
  openHouse: OpenHouseView,
  origin: string,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Listing site//Open houses//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escape(openHouse.key)}@open-house`,
    `DTSTAMP:${stamp(new Date().toISOString())}`,
    `DTSTART:${stamp(openHouse.start)}`,
    `DTEND:${stamp(openHouse.end)}`,
    `SUMMARY:${escape(`Open house: ${addressLine(listing)}`)}`,
    `LOCATION:${escape(addressLine(listing))}`,
    `URL:${origin}${listing.path}`,
    `DESCRIPTION:${escape(`${origin}${listing.path}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.join('\r\n')}\r\n`
}
