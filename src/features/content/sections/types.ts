/**
 * Props of the site sections, shaped after spec §3 "Entities and their fields". Sections take
 * these plain shapes; lib/cms maps studio documents onto them, so sections never see Payload.
 */

/** An image ready for next/image: a local /media or /images URL with its intrinsic size. */
export type SectionImage = {
  url: string
  alt: string
  width: number
  height: number
  /** Focal point in percent (0-100), from the studio; used as object-position. */
  focalX?: number | null
  focalY?: number | null
}

export type Trend = 'up' | 'down' | 'stable'

export type MarketStat = {
  label: string
  value: string
  change?: string | null
  trend: Trend
  description?: string | null
}

export type MarketOutlook = 'bullish' | 'bearish' | 'balanced'

export type MarketOverviewProps = {
  areaName: string
  county: string
  content: string[]
  marketOutlook: MarketOutlook
  insights: string[]
  headline?: string | null
}

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

export type MarketTrendsProps = {
  areaName: string
  priceData: { month: string; price: number }[]
  salesData: { month: string; sales: number }[]
  marketSegments: { name: string; percentage: number; color: string }[]
  momentum?: string | null
}

export type Neighborhood = {
  name: string
  highlight?: string | null
  description: string
  features: string[]
}

export type NeighborhoodMarket = {
  name: string
  highlight?: string | null
  description: string
  priceTrend: Trend
  /** Text such as "$485,000"; the Market Overview summary strips "$" and "," to average it. */
  avgPrice: string
  daysOnMarket: number
  priceRange: string
  salesVolume: number
}

export type CommunityCard = {
  name: string
  slug: string
  county: string
  population: string
  description: string
  highlights: string[]
  image?: SectionImage | null
  href?: string | null
}

export type School = {
  name: string
  grades: string
  enrollment?: number | null
  rating?: number | null
  ratingSource?: string | null
  description?: string | null
  highlights?: string[] | null
}

export type AttractionCategory =
  'outdoor' | 'dining' | 'shopping' | 'events' | 'recreation' | 'culture'

export type Attraction = {
  name: string
  description: string
  category: AttractionCategory
  highlight?: string | null
}

export type Stat = {
  label: string
  value: string
  description?: string | null
  change?: string | null
  trend?: 'up' | 'down' | null
}

export type ProcessStep = {
  number: number
  title: string
  description: string
  image?: SectionImage | null
  cta?: { text: string; link: string } | null
}

export type CtaButton = { text: string; href: string; variant?: 'primary' | 'secondary' }

export type CallToActionProps = {
  id?: string
  variant: 'hero' | 'content' | 'default'
  title: string
  subtitle?: string | null
  description?: string | null
  backgroundImage?: SectionImage | null
  image?: SectionImage | null
  button?: CtaButton | null
  features?: string[] | null
  backgroundColor?: 'white' | 'gray'
}

export type Testimonial = {
  id: string
  quote: string
  author: string
  location: string
  image?: SectionImage | null
}

export type CommunityOverviewProps = {
  title: string
  subtitle?: string | null
  description: string
  stats?: { icon: string; value: string; label: string }[] | null
  highlights: string[]
  className?: string
}

export type HeroButton = { text: string; href?: string | null; variant?: 'primary' | 'secondary' }

export type HeroBannerProps = {
  id?: string
  backgroundType: 'video' | 'image' | 'gradient'
  backgroundVideo?: { url: string; mimeType: string } | null
  backgroundImage?: SectionImage | null
  height: 'full' | 'large' | 'medium' | 'custom'
  /** CSS length used when height is 'custom', e.g. "720px". */
  customHeight?: string | null
  title: string
  subtitle?: string | null
  description?: string | null
  location?: string | null
  primaryButton?: HeroButton | null
  secondaryButton?: HeroButton | null
  dividerColor?: 'primary' | 'secondary' | 'white'
  contentPosition?: 'bottom' | 'center'
  animationEnabled?: boolean
}
