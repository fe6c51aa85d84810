/**
 * Rounding of money at the edges (results), never inside the amortization loop.
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
