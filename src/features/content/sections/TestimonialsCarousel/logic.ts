import type { SectionImage } from '@/ui/image'

export type Testimonial = {
  id: string
  quote: string
  author: string
  location: string
  image?: SectionImage | null
}

/** Both buttons stay disabled for 900 ms while the carousel changes slide. */
export const CAROUSEL_LOCK_MS = 900

/** Testimonials are from clients in New Jersey; shown when a location is blank. */
export const DEFAULT_TESTIMONIAL_LOCATION = 'New Jersey'

/** Index wrapped into 0..count-1 in both directions (count 0 gives 0). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return ((Math.trunc(index) % count) + count) % count
}

/** The slide after (+1) or before (-1) the current one, wrapping at both ends. */
export function stepIndex(current: number, delta: 1 | -1, count: number): number {
  return wrapIndex(current + delta, count)
}

/** Accessible name of a slide: "N of M". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`
}

/** What the polite live region says after a change. */
export function announcement(index: number, count: number, summary: string | undefined): string {
  const position = `Testimonial ${slideLabel(index, count)}`
  return summary ? `${position}: ${summary}` : position
}

/** A testimonial read out in one line: quote, then who said it and where. */
export function testimonialSummary(t: { quote: string; author: string; location: string }) {
  const who = [t.author, t.location.trim() || DEFAULT_TESTIMONIAL_LOCATION]
    .filter(Boolean)
    .join(', ')
  return who ? `“${t.quote}” ${who}` : `“${t.quote}”`
}
