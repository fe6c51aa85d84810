import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactComponent } from '@/blocks/Contact/Component'
import { Attractions } from '@/components/sections/Attractions/Attractions'
import { CommunityOverview } from '@/components/sections/CommunityOverview/CommunityOverview'
import { CommunitySchools } from '@/components/sections/CommunitySchools/CommunitySchools'
import { HeroBanner } from '@/components/sections/HeroBanner/HeroBanner'
import { TopNeighborhoods } from '@/components/sections/TopNeighborhoods/TopNeighborhoods'
import { JsonLd } from '@/components/ui/JsonLd'
import { getBySlug } from '@/lib/cms/content'
import { communitySections } from '@/lib/cms/mappers'
import { toImage } from '@/lib/cms/media'
import { getSiteSettings } from '@/lib/cms/siteSettings'
import { breadcrumbs } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'

import { MarketSnapshot } from './MarketSnapshot'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const community = await getBySlug('communities', slug)
  if (!community) return {}
  return pageMetadata(
    { description: community.description, ...community.seo },
    `${community.name} Community Guide`,
    `/communities/${slug}`,
    community.image,
  )
}

export default async function CommunityPage({ params }: Props) {
  const { slug } = await params
  const [community, report, settings] = await Promise.all([
    getBySlug('communities', slug),
    getBySlug('market-reports', slug),
    getSiteSettings(),
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
      {report ? <MarketSnapshot report={report} /> : null}
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
