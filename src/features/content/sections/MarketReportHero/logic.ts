import type { SectionImage } from '@/features/content/sections/types'
import { agentMonthYear } from '@/lib/timeZone'

/** Local default background (spec §2 section 1); decorative, so its alt text is empty. */
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

/** "Warren" → "Warren County"; a value that already ends in "County" is kept as it is. */
export function countyLabel(county: string): string {
  const name = county.trim()
  return /\bcounty$/i.test(name) ? name : `${name} County`
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

/** Spec §4: hero trend up gold/Strong, down red/Cooling, other grey/Balanced. */
export function heroTrend(trend: string | null | undefined): HeroTrendDisplay {
  if (trend === 'up') return { label: 'Strong', tone: 'gold', arrow: 'up' }
  if (trend === 'down') return { label: 'Cooling', tone: 'red', arrow: 'down' }
  return { label: 'Balanced', tone: 'grey', arrow: null }
}

/** CSS object-position from the studio's focal point (percent), centred when absent. */
export function objectPosition(image: Pick<SectionImage, 'focalX' | 'focalY'>): string {
  const clamp = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50
  return `${clamp(image.focalX)}% ${clamp(image.focalY)}%`
}
