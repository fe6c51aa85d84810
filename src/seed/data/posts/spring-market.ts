import { bold, doc, h2, h3, link, ol, p, quote, ul, upload } from '../../lexical'
import type { SeedBuilder } from '../types'

export const springMarket: SeedBuilder<'posts'> = (media) => ({
  title: 'Getting Ready for the Spring 2027 Market in Sussex and Warren Counties',
  slug: 'getting-ready-for-spring-2027',
  publishedAt: '2026-11-10T14:00:00.000Z',
  excerpt:
    'Spring is still months away, but the sellers who do best in March start now. Here is what this fall tells us about next season, and a winter timeline for getting your home ready.',
  coverImage: media.required('blog-spring-market'),
  content: doc(
    p(
      'Every year, the first warm weekend in March brings a rush of buyers to open houses across Sussex and Warren counties. The homeowners who benefit most are rarely the ones who decide to sell that week. They are the ones who started planning over the winter, when contractors have openings, the light is good for photos by February, and there is time to fix the small things buyers notice.',
    ),
    p(
      'Here is what the fall market is telling us about spring 2027, and a simple month-by-month plan if you are thinking about selling next year.',
    ),
    h2('What the fall market is telling us'),
    p(
      'Across our area, the story this fall is one of steady demand and limited supply. In Sussex County the median sale price is up about 4.6% from a year ago, and homes are going under contract in just over a month. Lake towns like Byram are even tighter, with under two months of inventory. Warren County is more balanced, and a few towns, such as Blairstown and Washington, have tipped toward buyers, with homes taking longer to sell and more room to negotiate. You can see the details for each town in our ',
      link('market reports', '/market-update'),
      '.',
    ),
    p(
      'What does that mean for spring? Buyers who missed out this year are still looking, mortgage pre-approvals are in hand, and new listings typically reach their low point in January. A well-prepared home that lists in late February or March meets that pent-up demand with less competition than it will face in May.',
    ),
    upload(media('area-sussex-county')),
    h2('A winter timeline for spring sellers'),
    p('You do not need to do everything at once. Spread over four months, the work is manageable:'),
    ol(
      [bold('November: '), 'decide on timing, and ask us for a pricing consultation based on recent local sales.'],
      [bold('December: '), 'order a pre-listing home inspection, and test the well and septic if you have them.'],
      [bold('January: '), 'book repairs and painting while contractors are less busy; start decluttering closets and the garage.'],
      [bold('February: '), 'deep clean, stage key rooms, and schedule professional photography on a bright day.'],
      [bold('March: '), 'launch with a strong first weekend: new listings get the most attention in their first ten days.'],
    ),
    h2('Where to spend, and where not to'),
    p(
      'Buyers in our area respond to homes that feel cared for. The projects that pay back most reliably are rarely the big ones:',
    ),
    ul(
      'Fresh neutral paint in the main living areas and any dated bedrooms',
      'New light fixtures and hardware in the kitchen and baths',
      'Repairing anything an inspector will flag: roof flashing, railings, GFCI outlets, a tired water heater',
      'Power-washing siding, decks and walkways once the weather allows',
      'Clearing the driveway and entry, since buyers see them before anything else',
    ),
    p(
      'Full kitchen remodels and new additions rarely return their cost before a sale. If a room needs a lot of work, it is usually better to price for it honestly and let the buyer choose their own finishes.',
    ),
    quote(
      'The best time to prepare a spring listing is the winter before. A home that goes on the market finished, clean and well-priced almost always sells faster and for more than one that is rushed.',
    ),
    h2('Pricing for the spring buyer'),
    p(
      'Pricing is the most important decision you will make, and it should come from what similar homes in your own town have actually sold for, not from online estimates or last spring\'s headlines. In a town like Byram, where homes are selling above asking, a realistic price can bring several offers. In a town like Blairstown, where buyers have more choice, pricing right on day one avoids the price cuts that make buyers wary.',
    ),
    h3('Thinking about buying instead?'),
    p(
      'Spring is competitive for buyers too. Get pre-approved over the winter, try our ',
      link('mortgage calculator', '/mortgage-calculator'),
      ' to see what monthly payment fits your budget, and tell us which towns you are considering so we can alert you the moment a match comes up.',
    ),
    p(
      'If you are thinking about selling or buying in 2027, ',
      link('get in touch', '/contact'),
      '. We are happy to walk through your home, your timing and your town\'s numbers, with no obligation.',
    ),
  ),
  seo: {
    title: 'Preparing to Sell in Spring 2027: Sussex & Warren County Guide',
    description:
      'What the fall 2026 market means for spring 2027 in Sussex and Warren counties, NJ, plus a month-by-month winter plan for sellers.',
  },
})
