import path from 'node:path'

import { dataDir, envValue } from '@/lib/env'

/** The widths each listing photo is stored at, in webp; never wider than the original. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const

/** Where downloaded listing photos live (LISTING_PHOTOS_DIR, default data/listing-photos). */
export function photosDir(): string {
  return path.resolve(envValue('LISTING_PHOTOS_DIR') || path.join(dataDir(), 'listing-photos'))
}

/** The public URL of one stored variant. File stems are [a-z0-9-] only (see photoStem). */
export const photoUrl = (stem: string, width: number) => `/listing-photos/${stem}-${width}.webp`

/** A file name stem that says which photo and which version of it, safe on any file system. */
export function photoStem(mediaKey: string, version: string): string {
  const safe =
    mediaKey
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 60) || 'photo'
  let hash = 0
  for (const char of `${mediaKey}|${version}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return `${safe}-${hash.toString(36)}`
}
