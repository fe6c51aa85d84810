/** The calculator's display text beyond money (lib/money.ts): payoff timelines and loan terms. */
function plural(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? '' : 's'}`
}

/**
 * Payoff timeline "N years M months". Rule: years = whole years, months = the
 * remainder; "1 year" and "1 month" are singular; a zero part is left out ("30 years",
 * "8 months", "1 year 1 month"); when both are zero the text is "0 months". Negative or
 * fractional inputs are treated as whole months ≥ 0 (rounded up: a part month is still a month).
 */
export function formatPayoffTimeline(totalMonths: number): string {
  const months = Number.isFinite(totalMonths) ? Math.max(0, Math.ceil(totalMonths)) : 0
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts: string[] = []
  if (years > 0) parts.push(plural(years, 'year'))
  if (rest > 0 || years === 0) parts.push(plural(rest, 'month'))
  return parts.join(' ')
}

/** Loan-term label, "N-Year Fixed": 30 → "30-Year Fixed". */
export function formatLoanTerm(years: number): string {
  return `${years}-Year Fixed`
}
