import { agentTime } from '@/lib/timeZone'

/** What every lead email needs to know about the agent and the site. */
export type AgentContext = {
  agentName: string
  agentEmail: string
  agentPhone: string
  siteUrl: string
}

/** Where the agent opens the lead in the studio. */
export const studioLink = (siteUrl: string, collection: string, id: string | number) =>
  `${siteUrl}/studio/collections/${collection}/${id}`

/** "Label: value" lines, skipping empty values, aligned for a plain-text email. */
export function lines(rows: [label: string, value: string | null | undefined][]): string {
  const kept = rows.filter((row): row is [string, string] => Boolean(row[1]))
  const width = Math.max(...kept.map(([label]) => label.length)) + 1
  return kept.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join('\n')
}

/** The time a lead arrived, as the agent reads it (New Jersey time). */
export const receivedAt = (iso: string) =>
  `${agentTime(iso, { dateStyle: 'medium', timeStyle: 'short' })} (New York time)`
