/**
 * What months of inventory say about who a market favours, by the rule of thumb agents use: under
 * 4 months of homes for sale (at the recent pace of sales), sellers; over 6, buyers; between,
 * neither. It is a convention, not a law or an MLS definition, so the page says so beside it.
 */
export const SUPPLY_RULE = { sellersBelowMonths: 4, buyersAboveMonths: 6 } as const

export type MarketSide = 'sellers' | 'balanced' | 'buyers'

export function marketSideOf(months: number): MarketSide {
  if (months < SUPPLY_RULE.sellersBelowMonths) return 'sellers'
  if (months > SUPPLY_RULE.buyersAboveMonths) return 'buyers'
  return 'balanced'
}

/**
 * The badge's own note: "9.3 months of homes for sale at the pace of the last six months' sales,
 * from the MLS. By the usual rule of thumb, under 4 months favours sellers and over 6 buyers."
 */
export const supplyNote = (months: number) =>
  `${months.toFixed(1)} months of homes for sale at the pace of the last six months' sales, from the MLS. By the usual rule of thumb, under ${SUPPLY_RULE.sellersBelowMonths} months favours sellers and over ${SUPPLY_RULE.buyersAboveMonths} buyers.`
