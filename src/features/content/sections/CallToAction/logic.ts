import type { SectionImage } from '@/ui/image'

export type CtaButton = { text: string; href: string; variant?: 'primary' | 'secondary' }

export type CallToActionProps = {
  id?: string
  variant: 'hero' | 'content' | 'default'
  title: string
  subtitle?: string | null
  description?: string | null
  backgroundImage?: SectionImage | null
  image?: SectionImage | null
  button?: CtaButton | null
  features?: string[] | null
  backgroundColor?: 'white' | 'gray'
}

/** The hero variant "uses a fixed image rather than the supplied one". */
export const CTA_HERO_IMAGE = '/images/cta-hero.webp'
