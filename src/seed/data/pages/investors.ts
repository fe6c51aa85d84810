import { doc, h2, link, p, ul } from '../../lexical'
import type { SeedBuilder } from '../types'

export const investors: SeedBuilder<'pages'> = () => ({
  title: 'Investors',
  slug: 'investors',
  intro: {
    eyebrow: 'Investing',
    heading: 'Investment Properties in Northern New Jersey',
    text: 'Two- to four-family homes, land and homes with room to add value across Sussex and Warren counties, with an estimate of what each could earn worked out from the listing itself.',
  },
  layout: [
    {
      blockType: 'investorSearches',
      title: 'Investor Searches',
      intro:
        'Start from a search our team uses every week. Each opens the property search with its filters set, so you can narrow it further or save it for email alerts.',
      presets: [
        {
          label: 'Multi-family homes',
          description:
            'Buildings with two units or more: live in one and rent the rest, or rent them all. The highest estimated cap rates first.',
          units: '2',
          sort: 'cap-rate',
        },
        {
          label: 'Land and lots',
          description:
            'Building lots and acreage to build on, hold or divide, from small lots in town to open land by the lakes.',
          types: ['land'],
        },
        {
          label: 'Value-add opportunities',
          description:
            'Homes whose price has come down since they were listed, the best estimated returns first: room to negotiate and to add value.',
          reduced: true,
          sort: 'cap-rate',
        },
      ],
    },
    {
      blockType: 'richText',
      content: doc(
        h2('How we estimate what a home could earn'),
        p(
          'A home for sale shows an investment panel with the figures below. They are estimates to start from, not advice: change any of them on the panel, and ask us before you rely on them.',
        ),
        h2('The rent'),
        p(
          'The rent comes from the listing’s own figures when it gives them (the rents of its units, or its income). When it does not, it is the middle rent of comparable leases: homes of the same kind with the same number of bedrooms, leased in the last 24 months, the nearest ones first within 1 mile, and further out up to 10 miles, with at least three of them. When there are not three such leases, the panel shows no rent and no figures that need one.',
        ),
        h2('The costs'),
        ul(
          'Vacancy: 5% of the rent, for empty months and unpaid rent.',
          'Maintenance: 8% of the rent.',
          'Management: 8% of the rent collected.',
          'Property tax: the listing’s own tax, or the county’s typical rate when it gives none.',
          'Insurance: the mortgage calculator’s rate on the price.',
          'A loan with 25% down at the mortgage calculator’s rate over 30 years, and 3% of the price in closing costs.',
        ),
        p('Where the listing states its own vacancy, insurance or expenses, the panel uses those.'),
        h2('The figures'),
        ul(
          'Net operating income (NOI): the rent collected after vacancy, less the yearly operating costs, before the loan.',
          'Cap rate: the NOI as a percentage of the price.',
          'Cash flow: the NOI less the loan payments.',
          'Cash-on-cash return: the yearly cash flow as a percentage of the cash put in (down payment and closing costs).',
          'Debt service coverage ratio (DSCR): the NOI divided by the yearly loan payments; lenders look for 1.2 or more.',
        ),
        p(
          'The property search can find homes by units, estimated cap rate and price per unit (under More filters), and sort them by cap rate. ',
          link('Questions about a property? Talk to us.', '/contact'),
        ),
      ),
    },
    {
      blockType: 'callToAction',
      variant: 'default',
      backgroundColor: 'gray',
      title: 'Looking for Your Next Investment?',
      description:
        'Tell us what you want it to earn and where. We watch the market for you, including homes that never make it to the big websites.',
      button: { text: 'Talk to Our Team', href: '/contact', variant: 'primary' },
    },
  ],
  seo: {
    title: 'Investment Properties in Sussex and Warren Counties, NJ',
    description:
      'Multi-family homes, land and value-add properties in northern New Jersey, with estimated rent, cap rate and cash flow for each home and how we work them out.',
  },
})
