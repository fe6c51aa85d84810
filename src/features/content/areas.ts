/** The eight service areas of spec §2; their slugs are the routes under /communities and /market-update. */
export const AREAS = [
  { slug: 'sussex-county', name: 'Sussex County', county: 'Sussex' },
  { slug: 'warren-county', name: 'Warren County', county: 'Warren' },
  { slug: 'andover', name: 'Andover', county: 'Sussex' },
  { slug: 'blairstown', name: 'Blairstown', county: 'Warren' },
  { slug: 'byram', name: 'Byram', county: 'Sussex' },
  { slug: 'chester', name: 'Chester', county: 'Morris' },
  { slug: 'hackettstown', name: 'Hackettstown', county: 'Warren' },
  { slug: 'washington', name: 'Washington', county: 'Warren' },
] as const

export type Area = (typeof AREAS)[number]

export const AREA_SLUGS = AREAS.map((area) => area.slug)
export type AreaSlug = Area['slug']

export function findArea(slug: string): Area | undefined {
  return AREAS.find((area) => area.slug === slug)
}
