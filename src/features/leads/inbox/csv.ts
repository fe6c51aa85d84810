import { wallClock } from '@/lib/timeZone'

import { neutralizeCell } from '../collections/csvFormulas'
import { STATUS_LABELS } from '../desk/summary'
import type { InboxLead } from './inbox'

/** "2026-11-28 20:46": a moment on New Jersey's clock, as a spreadsheet sorts and reads it. */
const njTime = (iso: string) =>
  iso ? wallClock(new Date(iso)).toISOString().slice(0, 16).replace('T', ' ') : ''

/** The inbox's columns, the consent ledger last: what the agent needs to prove consent later. */
const COLUMNS: [string, (lead: InboxLead) => unknown][] = [
  ['Received (New Jersey time)', (lead) => njTime(lead.createdAt)],
  ['Kind', (lead) => lead.what],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Asked', (lead) => lead.asked],
  [
    'Status',
    (lead) =>
      lead.awaitingConfirmation ? 'Awaiting confirmation' : (STATUS_LABELS[lead.status] ?? ''),
  ],
  ['First contacted (New Jersey time)', (lead) => njTime(lead.firstContactedAt)],
  ['Source page', (lead) => lead.source],
  ['Follow-up allowed', (lead) => (lead.allowFollowUp === null ? '' : lead.allowFollowUp)],
  ['Consent wording shown', (lead) => lead.consentText],
  ['Visitor address (hashed)', (lead) => lead.visitorHash],
]

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
const cell = (value: unknown): string => {
  const raw = String(neutralizeCell(value ?? ''))
  return /[",\r\n]/.test(raw) ? `"${raw.replaceAll('"', '""')}"` : raw
}

export function inboxCsv(leads: InboxLead[]): string {
  const lines = [COLUMNS.map(([name]) => name), ...leads.map((l) => COLUMNS.map(([, f]) => f(l)))]
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n'
}
