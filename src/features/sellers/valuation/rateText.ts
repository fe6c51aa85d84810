import { CONDITIONS } from './facts'
import type { Rates } from './model'
import { percent } from './text'

const signed = (share: number, decimals = 1) =>
  `${share > 0 ? '+' : share < 0 ? '−' : ''}${percent(Math.abs(share), decimals)}`

/** The rates as the page lists them: what each difference adds to or takes from a sale price. */
export function rateLines(rates: Rates): { factor: string; rate: string }[] {
  return [
    { factor: 'Living area', rate: `${signed(rates.sqft * 100)} per 100 sq ft more` },
    { factor: 'Bedrooms', rate: `${signed(rates.beds)} per bedroom more` },
    { factor: 'Bathrooms', rate: `${signed(rates.baths)} per bathroom more` },
    { factor: 'Lot', rate: `${signed(rates.lot)} per acre more (up to 5 acres)` },
    { factor: 'Age', rate: `${signed(-rates.age * 10)} per 10 years newer` },
    ...(['needs-work', 'updated', 'new'] as const).map((c) => ({
      factor: `Condition: ${CONDITIONS[c].toLowerCase()}`,
      rate: `${signed(rates.condition[c])} against an average one`,
    })),
    { factor: 'Market change', rate: `${signed(rates.month, 2)} per month` },
  ]
}

export const FACTOR_LABELS = {
  sqft: 'Living area',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  lot: 'Lot',
  age: 'Age',
  condition: 'Condition',
  location: 'Location (town)',
  market: 'Market since the sale',
} as const
