import type { SectionImage } from '@/ui/image'

export type HeroButton = { text: string; href?: string | null; variant?: 'primary' | 'secondary' }

export type HeroBannerProps = {
  id?: string
  backgroundType: 'video' | 'image' | 'gradient'
  backgroundVideo?: { url: string; mimeType: string } | null
  backgroundImage?: SectionImage | null
  height: 'full' | 'large' | 'medium' | 'custom'
  /** CSS length used when height is 'custom', e.g. "720px". */
  customHeight?: string | null
  title: string
  subtitle?: string | null
  description?: string | null
  location?: string | null
  primaryButton?: HeroButton | null
  secondaryButton?: HeroButton | null
  dividerColor?: 'primary' | 'secondary' | 'white'
  contentPosition?: 'bottom' | 'center'
  animationEnabled?: boolean
}

/** The video layer shows when autoplay fails or after this delay. */
export const VIDEO_READY_DELAY_MS = 100

/** ink-950, through the theme variable, for the page body while a hero is on screen. */
export const HERO_BODY_BACKGROUND = 'var(--color-ink-950, #0b1324)'

/** Full 100vh, large 60vh (70vh from md), medium 50vh (60vh from md). */
export const HERO_HEIGHT_CLASS = {
  full: 'min-h-[100vh]',
  large: 'min-h-[60vh] md:min-h-[70vh]',
  medium: 'min-h-[50vh] md:min-h-[60vh]',
} as const

const CSS_LENGTH = /^\d{1,4}(\.\d{1,3})?(px|rem|em|vh|svh|dvh|lvh)$/

/** Class and inline style for a height; a custom height that is not a plain CSS length falls
 * back to large, so a typo in the studio cannot break the layout. */
export function heroHeight(height: HeroBannerProps['height'], customHeight?: string | null) {
  if (height !== 'custom') return { className: HERO_HEIGHT_CLASS[height], style: undefined }
  const value = customHeight?.trim() ?? ''
  if (!CSS_LENGTH.test(value)) return { className: HERO_HEIGHT_CLASS.large, style: undefined }
  return { className: '', style: { minHeight: value } }
}

export const DIVIDER_CLASS = {
  primary: 'bg-accent-400',
  secondary: 'bg-white/60',
  white: 'bg-white',
} as const

/** Which background actually renders: a video needs its file, an image needs the image. */
export function resolveBackground(
  props: Pick<HeroBannerProps, 'backgroundType' | 'backgroundVideo' | 'backgroundImage'>,
): 'video' | 'image' | 'gradient' {
  if (props.backgroundType === 'video' && props.backgroundVideo?.url) return 'video'
  if (props.backgroundType !== 'gradient' && props.backgroundImage?.url) return 'image'
  return 'gradient'
}

/** True for in-page anchors such as "#contact" (not a bare "#"). */
export function isInPageAnchor(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.length > 1 && href.startsWith('#')
}

/** The element id an in-page anchor points at. */
export function anchorId(href: string): string {
  const raw = href.slice(1)
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** Smooth scrolling unless the visitor asked for reduced motion: then jump. */
export function scrollBehaviorFor(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth'
}
