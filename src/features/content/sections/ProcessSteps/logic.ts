import type { SectionImage } from '@/ui/image'
export type ProcessStep = {
  number: number
  title: string
  description: string
  image?: SectionImage | null
  cta?: { text: string; link: string } | null
}

export const DEFAULT_PROCESS_TITLE = 'Our Process'

/** The step number is shown zero-padded to 2 digits ("01"). */
export function formatStepNumber(value: number): string {
  const whole = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0
  return String(whole).padStart(2, '0')
}

/** Columns of the premium grid: rows that fill evenly, never more than four across. */
export function premiumGridClass(count: number): string {
  if (count <= 1) return 'mx-auto max-w-xl'
  if (count === 2) return 'md:grid-cols-2'
  if (count % 4 === 0) return 'md:grid-cols-2 lg:grid-cols-4'
  return 'md:grid-cols-2 lg:grid-cols-3'
}
