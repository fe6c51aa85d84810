import type { SectionImage } from '@/ui/image'

/** The section's own words. */
export const NEWSLETTER_TITLE = 'Stay Informed & Inspired'
export const NEWSLETTER_INVITATION =
  'Join our community for curated insights on luxury properties, market trends and exclusive opportunities.'
export const NEWSLETTER_NOTES = ['Sent Monthly', 'Secure & Private'] as const
export const NEWSLETTER_CLAIM = 'Join over 2,000 subscribers. Unsubscribe anytime.'

/** The section's own background (decorative, so no alt text). */
export const NEWSLETTER_BACKGROUND: SectionImage = {
  url: '/images/newsletter-bg.webp',
  alt: '',
  width: 1920,
  height: 1080,
}
