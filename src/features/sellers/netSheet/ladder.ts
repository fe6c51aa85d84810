/**
 * The price ladder: the net at prices near the asked one, so a seller sees what a price change
 * leaves them, and the fee cliffs in that range, where one dollar more of price costs hundreds or
 * thousands in fees: the transfer fee's second schedule from $350,001 and each step of the
 * percent fee from $1,000,001.
 */
import { computeNetSheet, lineCents, type KnownInputs } from './netSheet'
import { PERCENT_FEE, TRANSFER_FEE } from './rates'

/** The ladder's steps, percent of the price. */
export const LADDER_STEPS = [-10, -5, 0, 5, 10] as const

/** The prices at which a fee jumps on the next dollar, with the fee that does. */
export const FEE_CLIFFS: readonly { price: number; fee: 'transferFee' | 'percentFee' }[] = [
  { price: TRANSFER_FEE.threshold, fee: 'transferFee' },
  { price: PERCENT_FEE.from, fee: 'percentFee' },
  ...PERCENT_FEE.brackets
    .filter((b) => Number.isFinite(b.upTo))
    .map((b) => ({ price: b.upTo, fee: 'percentFee' as const })),
]

export type LadderRow = {
  price: number
  /** Cents. */
  net: number
  /** The asked price's own row. */
  asked: boolean
  /** On the dollar after a cliff: the fee that jumps and by how much (cents) over one dollar less. */
  cliff?: { fee: 'transferFee' | 'percentFee'; jump: number }
}

/** A ladder price: a step away from the price, to the nearest $1,000. */
const stepPrice = (price: number, percent: number) =>
  percent === 0 ? price : Math.round((price * (1 + percent / 100)) / 1000) * 1000

/**
 * The net at each step and on both sides of every cliff between the lowest and highest step;
 * empty when the net cannot be computed at the asked price.
 */
export function priceLadder(input: KnownInputs): LadderRow[] {
  const { price } = input
  if (price === undefined || computeNetSheet(input).net === null) return []
  const netAt = (p: number) => computeNetSheet({ ...input, price: p }).net!
  const steps = LADDER_STEPS.map((s) => stepPrice(price, s))
  const [low, high] = [steps[0]!, steps.at(-1)!]
  const rows = new Map<number, LadderRow>()
  for (const p of steps) rows.set(p, { price: p, net: netAt(p), asked: p === price })
  for (const { price: edge, fee } of FEE_CLIFFS) {
    if (edge < low || edge + 1 > high) continue
    const feeAt = (p: number) => lineCents(computeNetSheet({ ...input, price: p }), fee)!
    rows.set(edge, rows.get(edge) ?? { price: edge, net: netAt(edge), asked: edge === price })
    rows.set(edge + 1, {
      price: edge + 1,
      net: netAt(edge + 1),
      asked: edge + 1 === price,
      cliff: { fee, jump: feeAt(edge + 1) - feeAt(edge) },
    })
  }
  return [...rows.values()].sort((a, b) => a.price - b.price)
}
