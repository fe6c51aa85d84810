import type { Metadata } from 'next'

import { getSiteSettings } from '@/features/site/getSiteSettings'
import { pageMetadata } from '@/features/content/seo/metadata'
import { readCriteria, searchQuery, type RawParams } from '@/features/listings/search/criteria'
import { SearchPage } from '@/features/listings/search/SearchPage'

type Props = { searchParams: Promise<RawParams> }

/**
 * One search page for search engines: a filtered search is shareable and followed, but not
 * indexed (its combinations are endless); the towns' and counties' own pages are.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filtered = searchQuery(readCriteria(await searchParams)) !== ''
  const metadata = pageMetadata(
    {
      description:
        'Search every home for sale in Sussex and Warren counties from the MLS: filters for price, size, lot, water and sewer, open houses and more, from the local agent.',
    },
    'Homes for Sale',
    '/listings/search',
  )
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** The property search: results rendered here for the search in the address. */
export default async function ListingsSearchPage({ searchParams }: Props) {
  const [criteria, settings] = await Promise.all([
    searchParams.then(readCriteria),
    getSiteSettings(),
  ])
  return (
    <SearchPage
      criteria={criteria}
      serviceTowns={settings.serviceTowns?.map((t) => t.name) ?? []}
      title="Homes for Sale"
      intro="Every home for sale in Sussex and Warren counties from the MLS, updated through the day."
    />
  )
}
