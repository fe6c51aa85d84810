import { asText, type ResoRecord } from './record'

/** One photo of a listing, from the feed's Media resource. */
export type PhotoRow = {
  MediaKey: string
  Order: number
  alt: string | null
  MediaURL: string
  MediaModificationTimestamp: string | null
  width: number | null
  height: number | null
  /** What the stored copy must match: a change to either timestamp means fetch it again. */
  version: string
}

const whole = (value: unknown) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null
}

/** The listing's photos (other media, floor plans and tours, are not shown), in their order. */
export function toPhotoRows(media: unknown, photosChangedAt: string | null): PhotoRow[] {
  if (!Array.isArray(media)) return []
  const rows: PhotoRow[] = []
  for (const item of media as ResoRecord[]) {
    const key = asText(item?.MediaKey)
    const url = asText(item?.MediaURL)
    const category = asText(item?.MediaCategory)
    if (!key || !url || (category && category !== 'Photo')) continue
    const changed = asText(item.MediaModificationTimestamp)
    rows.push({
      MediaKey: key,
      Order: Number.isFinite(Number(item.Order)) ? Number(item.Order) : rows.length,
      alt: asText(item.ShortDescription) ?? asText(item.LongDescription),
      MediaURL: url,
      MediaModificationTimestamp: changed,
      width: whole(item.ImageWidth),
      height: whole(item.ImageHeight),
      version: `${photosChangedAt ?? ''}|${changed ?? ''}`,
    })
  }
  return rows.sort((a, b) => a.Order - b.Order)
}
