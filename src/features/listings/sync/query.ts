import type { FeedConfig } from './config'

/** OData string literal: single quotes doubled. */
export const quote = (value: string) => `'${value.replace(/'/g, "''")}'`

/** The filters every request carries: the agent's RESO_FILTER and MLS Grid's originating system. */
export function baseFilters(config: FeedConfig): string[] {
  const parts: string[] = []
  if (config.originatingSystem)
    parts.push(`OriginatingSystemName eq ${quote(config.originatingSystem)}`)
  if (config.filter) parts.push(`(${config.filter})`)
  return parts
}

/**
 * A replication query: records modified at or after the watermark, oldest first, the key as the
 * tie-breaker. `ge` rather than `gt` re-reads the records of the last timestamp, which the store
 * takes again without change, so records that share a timestamp across a page break are not lost.
 */
export function replicationQuery(
  config: FeedConfig,
  resource: 'Property' | 'OpenHouse',
  since: string | null,
  options: { top: number; expandMedia?: boolean },
): string {
  const filters = baseFilters(config)
  if (since) filters.unshift(`ModificationTimestamp ge ${since}`)
  const params = new URLSearchParams()
  if (filters.length) params.set('$filter', filters.join(' and '))
  params.set(
    '$orderby',
    `ModificationTimestamp asc,${resource === 'Property' ? 'ListingKey' : 'OpenHouseKey'} asc`,
  )
  params.set('$top', String(options.top))
  if (options.expandMedia) params.set('$expand', 'Media')
  return `${resource}?${params.toString().replace(/\+/g, '%20')}`
}

/** Media of some listings, for a server that does not expand Media on Property. */
export function mediaQuery(keys: string[]): string {
  const params = new URLSearchParams()
  params.set('$filter', keys.map((key) => `ResourceRecordKey eq ${quote(key)}`).join(' or '))
  params.set('$orderby', 'ResourceRecordKey asc,Order asc')
  params.set('$top', '1000')
  return `Media?${params.toString().replace(/\+/g, '%20')}`
}

/** Every key the feed still offers, for the reconcile. */
export function keyListQuery(config: FeedConfig): string {
  const params = new URLSearchParams()
  const filters = baseFilters(config)
  if (filters.length) params.set('$filter', filters.join(' and '))
  params.set('$select', 'ListingKey')
  params.set('$top', '5000')
  return `Property?${params.toString().replace(/\+/g, '%20')}`
}
