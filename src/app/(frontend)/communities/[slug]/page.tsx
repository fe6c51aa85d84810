import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactComponent } from '@/features/content/blocks/Contact/Component'
import { Attractions } from '@/features/content/sections/Attractions/Attractions'
import { CommunityOverview } from '@/features/content/sections/CommunityOverview/CommunityOverview'
import { CommunitySchools } from '@/features/content/sections/CommunitySchools/CommunitySchools'
import { HeroBanner } from '@/features/content/sections/HeroBanner/HeroBanner'
import { TopNeighborhoods } from '@/features/content/sections/TopNeighborhoods/TopNeighborhoods'
import { JsonLd } from '@/ui/JsonLd'
import { getBySlug } from '@/features/content/read/content'
import { communitySections, reportSections } from '@/features/content/read/toSections'
import { toImage } from '@/features/content/read/toImage'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { breadcrumbs } from '@/features/content/seo/jsonLd'
import { pageMetadata } from '@/features/content/seo/metadata'
import { areaFiguresOf } from '@/features/market/read'
import { placeBySlug } from '@/features/listings/search/places'

import { MarketSnapshot } from './MarketSnapshot'
import { NOT_FOUND_METADATA } from '../../notFoundMetadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const community = await getBySlug('communities', slug)
  if (!community) return NOT_FOUND_METADATA
  return pageMetadata(
    { description: community.description, ...community.seo },
    `${community.name} Community Guide`,
    `/communities/${slug}`,
    community.image,
  )
}

/** The report hero's figures and the notes on what they count, for the community's snapshot. */
const snapshotOf = (s: ReturnType<typeof reportSections>) => ({
  hero: s.hero,
  sources: s.sources.hero,
})

export default async function CommunityPage({ params }: Props) {
  const { slug } = await params
  const [community, report, settings, figures, homes] = await Promise.all([
    getBySlug('communities', slug),
    getBySlug('market-reports', slug),
    getSiteSettings(),
    areaFiguresOf(slug),
    placeBySlug(slug),
  ])
  if (!community) notFound()
  const sections = communitySections(community)
  return (
    <>
      <HeroBanner
        backgroundType={community.image ? 'image' : 'gradient'}
        backgroundImage={toImage(community.image)}
        height="medium"
        title={community.name}
        subtitle={`${community.county} County, New Jersey`}
        description={community.description}
        primaryButton={{ text: 'Talk to a Local Expert', href: '#contact' }}
        secondaryButton={
          report ? { text: 'See the Market Report', href: `/market-update/${slug}` } : null
        }
        contentPosition="bottom"
      />
      <CommunityOverview {...sections.overview} />
      {sections.schools.schools.length ? <CommunitySchools {...sections.schools} /> : null}
      {sections.attractions.length ? <Attractions attractions={sections.attractions} /> : null}
      {sections.neighborhoods.length ? (
        <TopNeighborhoods
          neighborhoods={sections.neighborhoods}
          subtitle={community.neighborhoodsSubtitle}
        />
      ) : null}
      {report ? (
        <MarketSnapshot
          report={report}
          {...snapshotOf(reportSections(report, figures))}
          homes={homes}
        />
      ) : null}
      <ContactComponent settings={settings} />
      <JsonLd
        data={breadcrumbs([
          { name: 'Home', path: '/' },
          { name: 'Communities', path: '/communities' },
          { name: community.name, path: `/communities/${slug}` },
        ])}
      />
    </>
  )
}
