import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageMetadata } from '@/features/content/seo/metadata'
import { readCriteria, type RawParams } from '@/features/listings/search/criteria'
import { placeBySlug } from '@/features/listings/search/places'
import { SearchPage } from '@/features/listings/search/SearchPage'
import { getSiteSettings } from '@/features/site/getSiteSettings'

type Props = { params: Promise<{ place: string }>; searchParams: Promise<RawParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const place = await placeBySlug((await params).place)
  if (!place) return { title: 'Place not found' }
  return pageMetadata(
    {
      description: `${place.count} ${place.count === 1 ? 'home' : 'homes'} for sale in ${place.label}, from the MLS: photos, prices, open houses and a local agent's help.`,
    },
    `Homes for Sale in ${place.label}`,
    place.path,
  )
}

/** A town's or county's homes for sale: the search, with the place as its location. */
export default async function PlaceListingsPage({ params, searchParams }: Props) {
  const [place, query, settings] = await Promise.all([
    params.then((p) => placeBySlug(p.place)),
    searchParams,
    getSiteSettings(),
  ])
  if (!place) notFound()
  const criteria = { ...readCriteria(query), location: place.location }
  return (
    <SearchPage
      criteria={criteria}
      serviceTowns={settings.serviceTowns?.map((t) => t.name) ?? []}
      title={`Homes for Sale in ${place.label}`}
      intro={`Every home for sale in ${place.label} from the MLS, updated through the day.`}
      scope={{ path: place.path, location: place.location }}
    />
  )
}
