import type { SeedBuilder } from '../types'

export const home: SeedBuilder<'pages'> = (media) => ({
  title: 'Home',
  slug: 'home',
  layout: [
    {
      blockType: 'heroBanner',
      title: 'Exceptional Homes in the New Jersey Highlands',
      subtitle: 'Luxury real estate for buyers, sellers and investors in Sussex and Warren counties',
      description:
        'Lakefront retreats, historic village homes and estates on rolling acreage, with local guidance at every step.',
      location: 'Sussex & Warren Counties, New Jersey',
      backgroundType: 'image',
      height: 'full',
      backgroundImage: media('home-hero'),
      primaryButton: { text: 'Schedule a Consultation', href: '#contact' },
      secondaryButton: { text: 'Search Homes for Sale', href: '/listings/search' },
      dividerColor: 'primary',
      contentPosition: 'center',
      animationEnabled: true,
    },
    {
      blockType: 'communityCards',
      title: 'Explore Our Communities',
      subtitle: 'Eight areas of northern New Jersey we know street by street',
      columns: '4',
    },
    {
      blockType: 'processSteps',
      title: 'How We Work Together',
      subtitle: 'A clear plan from the first conversation to the closing table',
      variant: 'simple',
      background: 'gray',
      steps: [
        {
          title: 'Consultation',
          description:
            'We listen first: your goals, timing, budget and the kind of life you want your next home to support.',
        },
        {
          title: 'Strategy',
          description:
            'A plan built on real local sales: which towns to target, how to price, and when to move.',
        },
        {
          title: 'Search or Market',
          description:
            'Buyers get early alerts and private tours; sellers get staging advice, professional media and wide exposure.',
        },
        {
          title: 'Negotiate & Close',
          description:
            'We negotiate every term, coordinate inspections, lenders and attorneys, and stay with you to the keys.',
          cta: { text: 'Start the Conversation', link: '#contact' },
        },
      ],
    },
    {
      blockType: 'homeValue',
      title: 'What Is Your Home Worth?',
      intro:
        'See an estimate now, from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
    },
    { blockType: 'testimonials', title: 'What Our Clients Say' },
    {
      blockType: 'callToAction',
      variant: 'hero',
      title: 'Thinking About Selling?',
      subtitle: "Find out what your home is worth in today's market",
      description:
        'Get a complimentary valuation based on recent sales in your own neighborhood, with a plan to sell for the best price.',
      button: { text: 'Request a Home Valuation', href: '/home-value', variant: 'primary' },
    },
    { blockType: 'newsletter', backgroundImage: media('newsletter-bg') },
    { blockType: 'contact' },
  ],
  seo: {
    title: 'Luxury Real Estate in Sussex & Warren Counties, NJ',
    description:
      'Buy or sell a home in northern New Jersey with local experts in Hackettstown, Andover, Byram, Blairstown, Chester, Washington and all of Sussex and Warren counties.',
  },
})
