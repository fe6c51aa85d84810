/**
 * New Jersey, where the agent works and the visitors buy: the site's months and dates, the
 * calculator's payoff month (in the browser and in the stored lead alike) and the times in lead
 * emails are all read in this zone, whatever zone the server or the visitor is in.
 */
export const AGENT_TIME_ZONE = 'America/New_York'

/** "November 2026": the month it is now in New Jersey, whatever zone the server is in. */
export function agentMonthYear(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: AGENT_TIME_ZONE,
  })
}

/** A moment as read in New Jersey, in the wording `options` ask for (US English). */
export function agentTime(iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(iso).toLocaleString('en-US', { ...options, timeZone: AGENT_TIME_ZONE })
}
