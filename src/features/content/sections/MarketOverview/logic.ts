export type MarketOutlook = 'bullish' | 'bearish' | 'balanced'

export type MarketOverviewProps = {
  areaName: string
  county: string
  content: string[]
  marketOutlook: MarketOutlook
  /** Where the badge's call comes from, when the site worked it out (from the MLS). */
  outlookNote?: string | null
  insights: string[]
  headline?: string | null
}

export type OutlookBadge = {
  label: "Strong Seller's Market" | "Buyer's Market" | 'Balanced Market'
  icon: 'up' | 'down' | 'neutral'
}

/** Bullish, bearish, anything else balanced. */
export function outlookBadge(outlook: string | null | undefined): OutlookBadge {
  if (outlook === 'bullish') return { label: "Strong Seller's Market", icon: 'up' }
  if (outlook === 'bearish') return { label: "Buyer's Market", icon: 'down' }
  return { label: 'Balanced Market', icon: 'neutral' }
}

/** Default headline: the area name followed by "Market Analysis". */
export function overviewHeadline(headline: string | null | undefined, areaName: string): string {
  return headline?.trim() || `${areaName} Market Analysis`
}
