import type { Metadata } from 'next'

/**
 * The title of the 404 page. A page that finds nothing to show answers with it too: Next.js
 * writes the page's own metadata over the not-found page's once its scripts run, so an empty one
 * turned "Page not found" back into the site's default title.
 */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page not found' }
