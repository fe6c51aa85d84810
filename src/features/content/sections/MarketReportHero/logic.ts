import { countyLabel } from '@/lib/areas'
import type { Trend } from '@/features/content/sections/trend/trend'
import type { SectionImage } from '@/ui/image'
import { agentMonthYear } from '@/lib/timeZone'

export type MarketHeroProps = {
  areaName: string
  county: string
  medianPrice: string
  priceChange: string
  daysOnMarket: string | number
  inventory: string | number
  priceTrend: Trend
  backgroundImage?: SectionImage | null
  headline?: string | null
}

/** Local default background; decorative, so its alt text is empty. */
export const DEFAULT_HERO_IMAGE: SectionImage = {
  url: '/images/market-hero-default.webp',
  alt: '',
  width: 2400,
  height: 1200,
}

/**
 * "{Month Year} Market Report" for the month it is now in New Jersey, where the agent works,
 * so a server in another time zone does not flip the month early or late.
 */
export function reportEyebrow(now: Date = new Date()): string {
  return `${agentMonthYear(now)} Market Report`
}

export function heroSubtitle(county: string): string {
  return `${countyLabel(county)} Real Estate Market Analysis`
}

export function heroHeadline(headline: string | null | undefined, areaName: string): string {
  return headline?.trim() || areaName
}

export type HeroTrendDisplay = {
  label: 'Strong' | 'Cooling' | 'Balanced'
  tone: 'gold' | 'red' | 'grey'
  arrow: 'up' | 'down' | null
}

/** Hero trend up gold/Strong, down red/Cooling, other grey/Balanced. */
export function heroTrend(trend: string | null | undefined): HeroTrendDisplay {
  if (trend === 'up') return { label: 'Strong', tone: 'gold', arrow: 'up' }
  if (trend === 'down') return { label: 'Cooling', tone: 'red', arrow: 'down' }
  return { label: 'Balanced', tone: 'grey', arrow: null }
}
