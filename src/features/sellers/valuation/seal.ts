import { matches, sign } from '@/lib/signature'

import type { EstimateSummary } from './summary'

const PURPOSE = 'home-value-estimate'

/** The summary as one text, keys in order at every level, so a copy read back from JSON reads alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * The site's signature of an estimate it showed. The page hands it to the seller's form beside
 * the summary, and the lead is stored only when the two still match: the estimate the agent reads
 * is the one the site made, not one edited in the browser.
 */
export const sealSummary = (summary: EstimateSummary): string =>
  // Over the summary as JSON carries it (what the browser sends back), keys in order.
  sign(PURPOSE, canonical(JSON.parse(JSON.stringify(summary))), 'base64url')

/** Whether `seal` is the site's signature of exactly this summary. */
export const isSealed = (summary: EstimateSummary, seal: string | undefined): boolean =>
  matches(sealSummary(summary), seal)
