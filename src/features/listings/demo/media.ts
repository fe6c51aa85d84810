import type { ResoRecord } from '../sync/record'

/** The demo photos: one front, and a yard and a view for most homes, from the committed artwork. */
export function demoMedia(rnd: () => number, key: string, n: number, land: boolean): ResoRecord[] {
  const files = land
    ? [`view-${(n % 8) + 1}`, `yard-${(n % 8) + 1}`]
    : [`front-${(n % 24) + 1}`, `yard-${((n * 3) % 8) + 1}`, `view-${((n * 5) % 8) + 1}`].slice(
        0,
        rnd() < 0.2 ? 2 : 3,
      )
  const alts: Record<string, string> = {
    front: 'Front of the home from the lawn',
    yard: 'The back yard',
    view: 'The view from the property',
  }
  return files.map((file, order) => ({
    MediaKey: `${key}-${file}`,
    ResourceRecordKey: key,
    MediaCategory: 'Photo',
    Order: order,
    ShortDescription: alts[file.split('-')[0]!],
    MediaURL: `/images/listings/${file}.webp`,
    ImageWidth: 1200,
    ImageHeight: 800,
  }))
}
