/** The eight service areas; their slugs are the routes under /communities and /market-update. */
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

export const AREA_SLUGS = AREAS.map((area) => area.slug)

/** "Warren" → "Warren County"; a value that already ends in "County" is kept as it is. */
export function countyLabel(county: string): string {
  const name = county.trim()
  return /\bcounty$/i.test(name) ? name : `${name} County`
}
