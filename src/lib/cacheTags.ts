/**
 * The one table of cache tags. Readers in read/ tag what they cache with these; studio hooks
 * expire them, so a publish refreshes exactly the pages that show the changed document.
 */
export const TAGS = {
  siteSettings: 'global:site-settings',
  /** Every list or index that shows documents of a collection (cards, indexes, sitemap). */
  list: (collection: string) => `list:${collection}`,
  /** One document's own page. */
  doc: (collection: string, slug: string) => `doc:${collection}:${slug}`,
  /** Every page that shows MLS listings; each listing sync expires it. */
  listings: 'list:listings',
  /** Every page that shows the market figures; expired once they are computed after a sync. */
  marketFigures: 'global:market-figures',
  /**
   * Everything read. Each server process expires it once a minute, so that edits no hook sees (a
   * restored backup, SQL by hand) reach every page within a minute.
   */
  everything: 'all',
} as const
