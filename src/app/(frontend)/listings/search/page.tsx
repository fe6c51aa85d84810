import type { Metadata } from 'next'

import { getSiteSettings } from '@/features/site/getSiteSettings'
import { pageMetadata } from '@/features/content/seo/metadata'
import { readCriteria, searchQuery, type RawParams } from '@/features/listings/search/criteria'
import { SearchPage } from '@/features/listings/search/SearchPage'

type Props = { searchParams: Promise<RawParams> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const criteria = readCriteria(await searchParams)
  const query = searchQuery(criteria, { view: 'grid' })
  return pageMetadata(
    {
      description:
        'Search homes for sale across Sussex and Warren counties: filters, a map, open houses and alerts, from the local agent.',
    },
    'Homes for Sale',
    query ? `/listings/search?${query}` : '/listings/search',
  )
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
