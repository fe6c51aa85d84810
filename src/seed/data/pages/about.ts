import { bold, doc, h2, link, p, ul } from '../../lexical'
import { items, type SeedBuilder } from '../types'

export const about: SeedBuilder<'pages'> = (media) => ({
  title: 'About',
  slug: 'about',
  intro: {
    eyebrow: 'About',
    heading: 'Local Knowledge, Personal Service',
    text: 'A northern New Jersey real estate practice helping families, first-time buyers and investors find their place in Sussex and Warren counties.',
  },
  layout: [
    {
      blockType: 'richText',
      content: doc(
        h2('Our story'),
        p(
          'We started helping buyers and sellers in northern New Jersey more than ten years ago, and we still work the same way: one client at a time, with honest advice and a deep knowledge of the towns we serve. From lakefront homes in Byram to historic streets in Hackettstown, from Chester estates to farmhouses outside Blairstown, we have walked these neighborhoods, sat at these kitchen tables and closed on these streets.',
        ),
        p(
          'Our clients include families moving out from the city for more space, first-time buyers stretching every dollar, empty-nesters downsizing after decades in the same house, and investors looking for steady rentals. Each needs something different, and each deserves an advisor who listens before speaking.',
        ),
        h2('What we believe'),
        ul(
          [bold('Advice before sales. '), 'Sometimes the best advice is to wait, to renovate, or to look in a different town. We will tell you.'],
          [bold('Pricing from evidence. '), 'Every recommendation is grounded in real, recent local sales, not guesswork.'],
          [bold('Communication you can count on. '), 'Calls and messages returned the same day, and updates before you have to ask.'],
          [bold('Fair housing for everyone. '), 'We welcome and serve every client equally, in full compliance with fair housing laws.'],
        ),
        h2('Where we work'),
        p(
          'We focus on Sussex and Warren counties and neighboring Chester in Morris County. Explore our ',
          link('community guides', '/communities'),
          ' and monthly ',
          link('market reports', '/market-update'),
          ' to get to know the area, or read what ',
          link('our clients say', '/testimonials'),
          '.',
        ),
      ),
    },
    {
      blockType: 'statsGrid',
      title: 'By the Numbers',
      subtitle: 'A track record built one client at a time',
      variant: 'performance',
      stats: [
        { value: '250+', label: 'Homes Sold', description: 'Across Sussex, Warren and Morris counties' },
        { value: '10+', label: 'Years Experience', description: 'Serving northern New Jersey' },
        { value: '5.0', label: 'Client Rating', description: 'Average across client reviews' },
        { value: '8', label: 'Communities', description: 'Towns and counties we know in depth' },
      ],
    },
    {
      blockType: 'callToAction',
      variant: 'content',
      backgroundColor: 'gray',
      title: 'Work With Our Team',
      subtitle: 'Your goals, our local expertise',
      description:
        'Whether you are buying your first home, selling a family home of thirty years or adding to a portfolio, we bring the same care, preparation and local knowledge to every move.',
      image: media('about-portrait'),
      features: items(
        'Pricing based on real local sales data',
        'Professional photography, video and staging advice',
        'Trusted local lenders, inspectors and attorneys',
        'Clear communication from first call to closing',
      ),
      button: { text: 'Schedule a Consultation', href: '/contact', variant: 'primary' },
    },
  ],
  seo: {
    title: 'About Our Team',
    description:
      'Meet the northern New Jersey real estate team serving buyers, sellers and investors in Sussex and Warren counties with honest advice and local expertise.',
  },
})
