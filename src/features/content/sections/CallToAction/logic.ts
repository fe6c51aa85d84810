import type { CallToActionProps, SectionImage } from '@/features/content/sections/types'

/** Spec §2.13: the hero variant "uses a fixed image rather than the supplied one". */
export const CTA_HERO_IMAGE = '/images/cta-hero.webp'

export type ButtonVariant = 'primary' | 'secondary'
/** light: the button sits on white or stone; dark: on navy or on an image under a dark overlay. */
export type Surface = 'light' | 'dark'

const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded px-6 font-semibold tracking-wide transition-colors'

const VARIANTS: Record<Surface, Record<ButtonVariant, string>> = {
  light: {
    primary: 'bg-ink-900 text-white hover:bg-ink-700',
    secondary:
      'border border-ink-900/40 text-ink-900 hover:border-accent-700 hover:text-accent-700',
  },
  dark: {
    primary: 'bg-accent-400 text-ink-950 hover:bg-accent-300',
    secondary: 'border border-white/50 text-white hover:border-accent-300 hover:text-accent-300',
  },
}

/** Class list of a call-to-action link; the variant defaults to primary (spec §3). */
export function buttonClass(variant: ButtonVariant | null | undefined, surface: Surface): string {
  return `${BASE} ${VARIANTS[surface][variant ?? 'primary']}`
}

/** Background of a light section: white (default) or the warm light grey of the theme. */
export function surfaceClass(background: CallToActionProps['backgroundColor']): string {
  return background === 'gray' ? 'bg-stone-100' : 'bg-white'
}

const clampPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50

/** CSS object-position from the studio's focal point (percent); centred when unset. */
export function focalPosition(image: Pick<SectionImage, 'focalX' | 'focalY'> | null | undefined) {
  return `${clampPercent(image?.focalX)}% ${clampPercent(image?.focalY)}%`
}
