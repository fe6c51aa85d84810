import type { SeedBuilder } from '../types'

export const contact: SeedBuilder<'pages'> = () => ({
  title: 'Contact',
  slug: 'contact',
  intro: {
    eyebrow: 'Contact',
    heading: 'Contact Us',
    text: 'We would be delighted to assist you with your luxury real estate needs',
  },
  layout: [{ blockType: 'contact' }],
  seo: {
    title: 'Contact Us',
    description:
      'Call, email or send a message to our northern New Jersey real estate team. We reply within 24 hours.',
  },
})
