import type { Metadata } from 'next'

import { PropertySearch } from '@/features/content/sections/PropertySearch/PropertySearch'
import { PageHeader } from '@/ui/PageHeader'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { pageMetadata } from '@/features/content/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      description:
        'Search homes for sale across Sussex and Warren counties, from lake cottages to country estates.',
    },
    'Property Search',
    '/listings/search',
  )
}

export default async function ListingsSearchPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <PageHeader eyebrow="Properties" title="Property Search">
        <p>
          Search homes for sale across Sussex and Warren counties, from lake cottages to country
          estates.
        </p>
      </PageHeader>
      <PropertySearch towns={settings.serviceTowns?.map((t) => t.name)} />
    </>
  )
}
