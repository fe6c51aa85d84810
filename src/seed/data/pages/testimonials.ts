import type { SeedBuilder } from '../types'

export const testimonialsPage: SeedBuilder<'pages'> = () => ({
  title: 'Testimonials',
  slug: 'testimonials',
  intro: {
    eyebrow: 'Testimonials',
    heading: 'Client Testimonials',
    text: 'What buyers and sellers across Sussex and Warren counties say about working together.',
  },
  layout: [
    { blockType: 'testimonials', title: 'What Our Clients Say' },
    {
      blockType: 'callToAction',
      variant: 'default',
      backgroundColor: 'gray',
      title: 'Ready to Write Your Own Story?',
      description:
        'Whether you are buying, selling or just starting to think about a move, we would love to hear from you.',
      button: { text: 'Get in Touch', href: '/contact', variant: 'primary' },
    },
  ],
  seo: {
    title: 'Client Testimonials',
    description:
      'Reviews from buyers and sellers in Byram, Hackettstown, Chester, Blairstown, Andover and Washington, New Jersey.',
  },
})
