import { neutralizeCell } from '../collections/csvFormulas'
import type { InboxLead } from './inbox'

/** The inbox's columns, the consent ledger last: what the agent needs to prove consent later. */
const COLUMNS: [string, (lead: InboxLead) => unknown][] = [
  ['Received', (lead) => lead.createdAt],
  ['Kind', (lead) => lead.type],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Status', (lead) => (lead.awaitingConfirmation ? 'awaiting confirmation' : lead.status)],
  ['First contacted', (lead) => lead.firstContactedAt],
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
