/**
 * The fees that follow from the price alone, in cents: the realty transfer fee, the graduated
 * percent fee and a non-resident seller's estimated income tax. Prices are in dollars.
 */
import { NON_RESIDENT_ESTIMATE, PERCENT_FEE, TRANSFER_FEE, type Schedule } from './rates'

const UNIT = 500

/** A share in basis points of an amount in cents, rounded half up to the cent. */
export function basisPointsOf(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000)
}

/**
 * The fee of a schedule: the consideration counted in $500 units, a part unit counted whole
 * ($350,001 is 701 units), each unit at the rate of the bracket it falls in.
 */
export function scheduleFee(schedule: Schedule, price: number): number {
  const units = Math.ceil(price / UNIT)
  let fee = 0
  let from = 0
  for (const { upTo, centsPer500 } of schedule) {
    const to = Math.min(units, upTo / UNIT)
    if (to > from) fee += (to - from) * centsPer500
    from = to
    if (from >= units) break
  }
  return fee
}

/** The realty transfer fee on a price, in cents; `reduced` for the senior, blind or disabled owner's schedule. */
export function transferFee(price: number, reduced = false): number {
  const tables = reduced ? TRANSFER_FEE.reduced : TRANSFER_FEE.standard
  const schedule = price > TRANSFER_FEE.threshold ? tables.aboveThreshold : tables.upToThreshold
  return scheduleFee(schedule, price)
}

/** The percent fee's rate for a price, in basis points (0 at or below $1,000,000). */
export function percentFeeRate(price: number): number {
  if (price <= PERCENT_FEE.from) return 0
  return PERCENT_FEE.brackets.find((b) => price <= b.upTo)!.basisPoints
}

/** The graduated percent fee on a price, in cents: its bracket's rate of the whole price. */
export function percentFee(price: number): number {
  return basisPointsOf(Math.round(price * 100), percentFeeRate(price))
}

/**
 * A non-resident seller's estimated income-tax payment, in cents: the greater of 2 % of the price
 * and 10.75 % of the gain (the price less what the seller paid; never below zero).
 */
export function nonResidentEstimate(price: number, purchasePrice: number): number {
  const priceCents = Math.round(price * 100)
  const gainCents = Math.max(0, priceCents - Math.round(purchasePrice * 100))
  return Math.max(
    basisPointsOf(priceCents, NON_RESIDENT_ESTIMATE.priceBasisPoints),
    basisPointsOf(gainCents, NON_RESIDENT_ESTIMATE.gainBasisPoints),
  )
}
