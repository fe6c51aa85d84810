import type { SectionImage } from '@/components/sections/types'
import type { Media } from '@/payload-types'
import { siteUrl } from '@/lib/server/env'

/**
 * With SITE_URL set, Payload gives uploads absolute URLs on the site's own origin, which
 * next/image refuses (400) unless the host is configured as remote: serve them as local paths.
 */
export function localUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url
  const parsed = new URL(url)
  return parsed.origin === new URL(siteUrl()).origin ? `${parsed.pathname}${parsed.search}` : url
}

/** A populated upload as next/image props; null when missing or not populated. */
export function toImage(media: number | Media | null | undefined): SectionImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return {
    url: localUrl(media.url),
    alt: media.alt,
    width: media.width ?? 1600,
    height: media.height ?? 900,
    focalX: media.focalX,
    focalY: media.focalY,
  }
}

/** Rows of `{ text }` (how the studio edits short lists) as plain strings. */
export const texts = (rows: { text: string }[] | null | undefined): string[] =>
  rows?.map((row) => row.text) ?? []
