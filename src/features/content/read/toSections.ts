import type { AttractionCategory } from '@/features/content/sections/Attractions/logic'
import type { CommunityCard } from '@/features/content/sections/CommunityCards/logic'
import type { MarketHeroProps } from '@/features/content/sections/MarketReportHero/logic'
import type { MarketOutlook } from '@/features/content/sections/MarketOverview/logic'
import type { MarketStat } from '@/features/content/sections/MarketStatsGrid/logic'
import type { NeighborhoodMarket } from '@/features/content/sections/NeighborhoodMarkets/logic'
import type { Trend } from '@/features/content/sections/trend/trend'
import type { Community, MarketReport } from '@/payload-types'
import {
  type AreaFigures,
  type MarketSide,
  marketSideOf,
  supplyNote,
} from '@/features/market/figures'

import { type ReportFigures, withFigures } from './reportFigures'
import { texts, toImage } from './toImage'

const trend = (value: string | null | undefined): Trend =>
  value === 'up' || value === 'down' ? value : 'stable'

export function toCommunityCard(c: Community): CommunityCard {
  return {
    name: c.name,
    slug: c.slug,
    county: c.county,
    population: c.population,
    description: c.description,
    highlights: texts(c.highlights),
    image: toImage(c.image),
  }
}

export function communitySections(c: Community) {
  return {
    overview: {
      title: c.overview.title,
      subtitle: c.overview.subtitle,
      description: c.overview.description,
      stats: c.overview.stats?.map((s) => ({
        icon: s.icon ?? 'home',
        value: s.value,
        label: s.label,
      })),
      highlights: texts(c.overview.highlights),
    },
    schools: {
      subtitle: c.schools?.subtitle ?? undefined,
      districtName: c.schools?.districtName ?? undefined,
      districtDescription: c.schools?.districtDescription ?? undefined,
      schools: (c.schools?.list ?? []).map((s) => ({
        name: s.name,
        grades: s.grades,
        enrollment: s.enrollment,
        rating: s.rating,
        ratingSource: s.ratingSource,
        description: s.description,
        highlights: texts(s.highlights),
      })),
    },
    attractions: (c.attractions ?? []).map((a) => ({
      name: a.name,
      description: a.description,
      category: a.category as AttractionCategory,
      highlight: a.highlight,
    })),
    neighborhoods: (c.topNeighborhoods ?? []).map((n) => ({
      name: n.name,
      highlight: n.highlight,
      description: n.description,
      features: texts(n.features),
    })),
  }
}

/**
 * A market report's sections: the agent's words, and the MLS's figures for its area where they
 * rest on enough sales (reportFigures.ts); without `figures`, the typed figures.
 */
const OUTLOOK_OF_TREND: Record<Trend, MarketOutlook> = {
  up: 'bullish',
  down: 'bearish',
  stable: 'balanced',
}
const OUTLOOK_OF_SIDE: Record<MarketSide, MarketOutlook> = {
  sellers: 'bullish',
  buyers: 'bearish',
  balanced: 'balanced',
}

/**
 * Whose market the badge calls it. Where the MLS gives the months of inventory, by those (the
 * usual measure of who a market favours: a "Strong Seller's Market" at 6 months of homes for sale
 * misled), with a note that says so; else by the MLS's price trend, so the badge never says
 * "Seller's" beside a "Cooling" hero; else as the agent chose.
 */
function outlookOf(
  figures: Pick<ReportFigures, 'trendFromMls' | 'inventoryFromMls'>,
  typed: string | null | undefined,
): { marketOutlook: MarketOutlook; outlookNote: string | null } {
  if (figures.inventoryFromMls !== null)
    return {
      marketOutlook: OUTLOOK_OF_SIDE[marketSideOf(figures.inventoryFromMls)],
      outlookNote: supplyNote(figures.inventoryFromMls),
    }
  if (figures.trendFromMls)
    return { marketOutlook: OUTLOOK_OF_TREND[figures.trendFromMls], outlookNote: null }
  return { marketOutlook: (typed ?? 'balanced') as MarketOutlook, outlookNote: null }
}

export function reportSections(r: MarketReport, figures: AreaFigures | null = null) {
  const hero: MarketHeroProps = {
    areaName: r.areaName,
    county: r.county,
    medianPrice: r.medianPrice,
    priceChange: r.priceChange,
    daysOnMarket: r.daysOnMarket,
    inventory: r.inventory,
    priceTrend: trend(r.priceTrend),
    backgroundImage: toImage(r.backgroundImage),
    headline: r.headline,
  }
  const stats: MarketStat[] = (r.stats ?? []).map((s) => ({
    label: s.label,
    value: s.value,
    change: s.change,
    trend: trend(s.trend),
    description: s.description,
  }))
  const neighborhoods: NeighborhoodMarket[] = (r.neighborhoodMarkets ?? []).map((n) => ({
    name: n.name,
    highlight: n.highlight,
    description: n.description,
    priceTrend: trend(n.priceTrend),
    avgPrice: n.avgPrice,
    daysOnMarket: n.daysOnMarket,
    priceRange: n.priceRange,
    salesVolume: n.salesVolume,
  }))
  const trends = {
    areaName: r.areaName,
    priceData: r.priceData ?? [],
    salesData: r.salesData ?? [],
    marketSegments: r.marketSegments ?? [],
    momentum: r.momentum,
  }
  const sections = withFigures({ hero, stats, trends, neighborhoods }, figures, r.pinned ?? [])
  return {
    ...sections,
    overview: {
      areaName: r.areaName,
      county: r.county,
      content: texts(r.content),
      ...outlookOf(sections, r.marketOutlook),
      insights: texts(r.insights),
      headline: r.overviewHeadline,
    },
  }
}
