import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

import { OG_CARD, ogCardPath } from './ogCard'

type Seo =
  | { title?: string | null; description?: string | null; image?: number | Media | null }
  | null
  | undefined

/**
 * Title, description, canonical URL and Open Graph image of a page, from its studio fields. A page
 * without a picture of its own gets a generated card with its title (GET /og).
 */
export function pageMetadata(
  seo: Seo,
  fallbackTitle: string,
  path: string,
  fallbackImage?: number | Media | null,
): Metadata {
  const image = [seo?.image, fallbackImage].find(
    (m): m is Media => typeof m === 'object' && m !== null && !!m.url,
  )
  const title = seo?.title || fallbackTitle
  const description = seo?.description ?? undefined
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      images: [
        image
          ? {
              url: image.url!,
              width: image.width ?? undefined,
              height: image.height ?? undefined,
              alt: image.alt,
            }
          : { url: ogCardPath(title), ...OG_CARD, alt: title },
      ],
    },
  }
}

/**
 * A tool whose GET form keeps its inputs in the address (the net sheet, the home-value estimate)
 * is one page for search engines: a filled-in one is shareable and followed, but not indexed.
 */
export async function formPageMetadata(
  searchParams: Promise<Record<string, unknown>>,
  page: { title: string; description: string; path: string },
): Promise<Metadata> {
  const filled = Object.keys(await searchParams).length > 0
  const metadata = pageMetadata({ description: page.description }, page.title, page.path)
  return filled ? { ...metadata, robots: { index: false, follow: true } } : metadata
}
