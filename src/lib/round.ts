/**
 * Rounding for what visitors read: money at the edges (results), never inside the amortization
 * loop; and shares as whole percents that add up to 100 (wholeShares, at the end).
 *
 * Rule: round half away from zero to 2 decimals (cents), as people and lenders do by hand.
 * Binary floating point stores 1.005 as 1.00499999999999989…, so rounding `x * 100` directly
 * would give 1.00. The value is first cut to 15 significant digits, which removes that
 * representation noise (and the few-ulp noise of a short computation), then the decimal point is
 * shifted through the number's text form so that no multiplication adds new noise.
 */

function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e')
  return Number(`${mantissa}e${Number(exponent) + places}`)
}

/** Round half away from zero to `decimals` places. Non-finite values are returned unchanged. */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value
  const abs = Number(Math.abs(value).toPrecision(15))
  const rounded = shiftDecimal(Math.round(shiftDecimal(abs, decimals)), -decimals)
  // `+ 0` turns -0 into 0 (e.g. -0.001 rounds to 0, not -0).
  return (value < 0 ? -rounded : rounded) + 0
}

/** Round to cents, half away from zero. */
export function roundMoney(value: number): number {
  return roundHalfAwayFromZero(value, 2)
}

/**
 * Whole percentages of `counts` that add up to 100: each share rounded down, then the points left
 * go to the largest remainders (the first listed wins a tie).
 */
export function wholeShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0)
  if (total === 0) return counts.map(() => 0)
  const exact = counts.map((n) => (n / total) * 100)
  const shares = exact.map(Math.floor)
  let left = 100 - shares.reduce((sum, n) => sum + n, 0)
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i] = shares[i]! + 1
    left -= 1
  }
  return shares
}
