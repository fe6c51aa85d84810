import type { AttractionCategory } from '@/features/content/sections/Attractions/logic'
import type { CommunityCard } from '@/features/content/sections/CommunityCards/logic'
import type { MarketHeroProps } from '@/features/content/sections/MarketReportHero/logic'
import type { MarketOutlook } from '@/features/content/sections/MarketOverview/logic'
import type { MarketStat } from '@/features/content/sections/MarketStatsGrid/logic'
import type { NeighborhoodMarket } from '@/features/content/sections/NeighborhoodMarkets/logic'
import type { Trend } from '@/features/content/sections/trend/trend'
import type { Community, MarketReport } from '@/payload-types'
import type { AreaFigures } from '@/features/market/figures'

import { withFigures } from './reportFigures'
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
      // The badge says what the hero's trend says: the MLS's where it is computed (a typed
      // "Strong Seller's Market" beside a "Cooling" trend read as a contradiction).
      marketOutlook: sections.trendFromMls
        ? OUTLOOK_OF_TREND[sections.trendFromMls]
        : ((r.marketOutlook ?? 'balanced') as MarketOutlook),
      insights: texts(r.insights),
      headline: r.overviewHeadline,
    },
  }
}
