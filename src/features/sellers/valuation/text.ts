import { agentDay } from '@/lib/dates'
import { formatLumpSum } from '@/lib/money'

import type { Accuracy } from './accuracy'
import type { Confidence } from './estimate'

/** A share as a percent: 0.0481 → "4.8%" with one decimal, "5%" with none. */
export const percent = (share: number, decimals = 0) =>
  `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: decimals })}%`

export const money = formatLumpSum

/** A signed adjustment: "+$12,400", "−$3,050", "$0". */
export const signedMoney = (dollars: number) =>
  dollars > 0 ? `+${money(dollars)}` : dollars < 0 ? `−${money(-dollars)}` : money(0)

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
}

/**
 * The published accuracy in words, from the last measurement; null before there is one or when
 * too few sales got an estimate to say.
 */
export function accuracySentence(accuracy: Accuracy | null): string | null {
  const score = accuracy?.overall
  if (!score || score.medianError === null || score.estimated < 10) return null
  return `Over the last 12 months of sales in all the towns we cover, half our estimates were within ${percent(score.medianError, 1)} of the price the home sold for (${score.estimated} sales, each estimated from the sales before it; measured ${agentDay(accuracy!.asOf)}).`
}
