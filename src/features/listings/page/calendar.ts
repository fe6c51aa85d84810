import type { ListingView, OpenHouseView } from '../read/view'
import { addressLine } from './format'

/** RFC 5545 text: backslash, comma, semicolon and newlines escaped. */
const escape = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')
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
