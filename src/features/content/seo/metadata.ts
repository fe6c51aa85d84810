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
