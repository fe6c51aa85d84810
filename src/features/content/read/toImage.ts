import type { SectionImage } from '@/ui/image'
import type { Media } from '@/payload-types'

/** A populated upload as next/image props; null when missing or not populated. */
export function toImage(media: number | Media | null | undefined): SectionImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return {
    url: media.url,
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
