import { and, isNotNull } from 'drizzle-orm'

import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'

import { firstPhotoRows } from '../read/listing'
import { toListingView, toPhotoView } from '../read/view'
import { columnsOf, type ListingDb } from '@/lib/db/listings'
import { searchQuery, type SearchCriteria } from '../search/criteria'
import { MAP_POINT_LIMIT } from '../search/options'
import {
  conditions,
  database,
  hourOf,
  listedTowns,
  ordering,
  placesOf,
  type Town,
} from '../search/query'

/** A home on the map: where it is and what its small card says. */
export type MapPoint = {
  path: string
  lat: number
  lng: number
  price: number | null
  status: string
  beds: number | null
  baths: number | null
  livingArea: number | null
  /** Null when the seller keeps the address private (such homes get no marker at all). */
  street: string | null
  city: string | null
  firmName: string | null
  photo: { src: string; srcSet: string; alt: string } | null
}

export type MapPoints = {
  /** Homes the search finds, with or without a place on the map. */
  total: number
  points: MapPoint[]
}

/** The columns a marker and its card need: a map of a thousand homes reads nothing more. */
const POINT_COLUMNS = [
  'ListingKey',
  'ListingId',
  'slug',
  'shown',
  'ListPrice',
  'StandardStatus',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'UnparsedAddress',
  'StreetNumber',
  'StreetName',
  'City',
  'InternetAddressDisplayYN',
  'Latitude',
  'Longitude',
  'ListOfficeName',
] as const

/**
 * The homes a search finds that have a place on the map, in the search's order, at most
 * MAP_POINT_LIMIT of them (uncached). Homes whose seller keeps the address private have none.
 */
export async function readMapPoints(
  db: ListingDb,
  criteria: SearchCriteria,
  towns: Town[],
  now: Date,
): Promise<MapPoint[]> {
  const L = db.listings
  const rows = await db.drizzle
    .select({ id: L.id, ...columnsOf(L, POINT_COLUMNS) })
    .from(L)
    .where(
      and(
        ...conditions(db, criteria, placesOf(towns), now),
        isNotNull(L.Latitude),
        isNotNull(L.Longitude),
      ),
    )
    .orderBy(...ordering(L, criteria.sort))
    .limit(MAP_POINT_LIMIT)
  if (!rows.length) return []
  const firstPhoto = await firstPhotoRows(
    db,
    rows.map((r) => r.id),
  )
  return rows.flatMap((row) => {
    const home = toListingView(row)
    if (home.latitude === null || home.longitude === null) return []
    const stored = firstPhoto.get(row.id)
    const photo = stored ? toPhotoView(stored, `Photo of ${home.street ?? 'the home'}`) : null
    return [
      {
        path: home.path,
        lat: home.latitude,
        lng: home.longitude,
        price: home.price,
        status: home.status,
        beds: home.beds,
        baths: home.baths,
        livingArea: home.livingArea,
        street: home.street,
        city: home.city,
        firmName: home.firmName,
        photo: photo && { src: photo.src, srcSet: photo.srcSet, alt: photo.alt },
      },
    ]
  })
}

/** The map's homes for a search, through the content readers' cache (expired by each sync). */
export async function mapPoints(criteria: SearchCriteria, now: Date = new Date()) {
  const key = searchQuery(criteria, { view: 'grid', page: 1 })
  const towns = await listedTowns()
  return cachedRead(['listings', 'map', key, hourOf(criteria, now)], [TAGS.listings], async () =>
    readMapPoints(await database(), criteria, towns, now),
  )
}
