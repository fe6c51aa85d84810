import { bold, doc, h2, link, ol, p, quote, ul, upload } from '../../lexical'
import type { SeedBuilder } from '../types'

export const firstTimeBuyers: SeedBuilder<'posts'> = (media) => ({
  title: "A First-Time Buyer's Guide to Northern New Jersey",
  slug: 'first-time-buyers-guide-northern-nj',
  publishedAt: '2026-09-22T14:00:00.000Z',
  excerpt:
    'Buying your first home in Sussex or Warren County? From pre-approval to closing day, here is how the process works in New Jersey, what it costs, and where your budget goes furthest.',
  coverImage: media.required('blog-first-time-buyers'),
  content: doc(
    p(
      'Buying your first home is exciting, and it can also feel like learning a new language overnight: pre-approvals, attorney review, contingencies, escrow. The good news is that the process in New Jersey follows a clear path, and northern New Jersey still offers some of the best value in the region for first-time buyers. This guide walks through the steps and the costs, and shows where your budget goes furthest.',
    ),
    h2('Step by step: from first call to keys'),
    ol(
      [
        bold('Get pre-approved. '),
        'A lender reviews your income, credit and savings and tells you how much you can borrow. Sellers expect a pre-approval letter with every offer.',
      ],
      [
        bold('Choose your towns. '),
        'Think about commute, schools, lot size, and whether you want a walkable downtown or room to spread out.',
      ],
      [
        bold('Tour homes and make an offer. '),
        'We prepare the offer with you, including price, deposit, closing date and contingencies.',
      ],
      [
        bold('Attorney review. '),
        'In New Jersey, a signed contract has a three-business-day attorney review period, when either side\'s attorney can propose changes or cancel.',
      ],
      [
        bold('Inspections and appraisal. '),
        'Home, radon, wood-destroying insect, and, for many homes here, well and septic inspections. Your lender orders the appraisal.',
      ],
      [
        bold('Closing. '),
        'You sign the final documents with your attorney, the funds are transferred, and you get the keys.',
      ],
    ),
    h2('What it really costs'),
    p(
      'Your down payment is only part of the cash you need. Budget for closing costs as well, which in New Jersey typically run 2% to 5% of the price and include lender fees, title insurance, attorney fees, prepaid taxes and homeowners insurance. Many first-time buyers put down far less than 20%: FHA loans allow 3.5% down, some conventional programs allow 3%, and VA and USDA loans can require no down payment at all. Much of rural Sussex and Warren County qualifies for USDA financing.',
    ),
    p(
      'The state can help too. The New Jersey Housing and Mortgage Finance Agency offers first-time buyer programs with down-payment assistance; see ',
      link('NJHMFA\'s homebuyer programs', 'https://www.njhousing.gov/'),
      ' for current terms and income limits. To see how price, rate and down payment change your monthly payment, try our ',
      link('mortgage calculator', '/mortgage-calculator'),
      '.',
    ),
    upload(media('area-hackettstown')),
    h2('Where your budget goes furthest'),
    p(
      'With county medians between roughly $390,000 and $420,000, Sussex and Warren counties offer single-family homes at prices that buy a condo closer to New York. A few places first-time buyers love:',
    ),
    ul(
      [bold('Hackettstown: '), 'a walkable Main Street, a train station, and townhomes and starter homes near downtown.'],
      [bold('Washington: '), 'some of the best values in the region, with more homes to choose from this year.'],
      [bold('Newton and Andover: '), 'capes and ranches close to shopping, schools and Route 206.'],
      [bold('Lake communities: '), 'cottages with lake rights in Byram and Hopatcong, often under $400,000.'],
    ),
    h2('Things that surprise first-time buyers here'),
    p(
      'Many homes in our area have a private well and a septic system instead of town water and sewer. That is normal, but it means two extra inspections, and it is worth understanding how each system works before you buy. Property taxes vary a lot from town to town, so compare the tax bill, not just the price. And in lake communities, ask about association dues, beach rules and boat restrictions before you fall in love with the view.',
    ),
    quote(
      'The right first home is not the biggest one you can get approved for. It is the one whose payment still lets you sleep well, save and enjoy living there.',
    ),
    h2('How we help'),
    p(
      'We start with a conversation about your budget, your commute and what home means to you, introduce you to trusted local lenders and attorneys if you need them, and stay with you through every inspection and signature. If you are thinking about buying your first home in the next year, ',
      link('contact our team', '/contact'),
      ' and we will put together a plan that fits.',
    ),
  ),
  seo: {
    title: "First-Time Home Buyer's Guide: Sussex & Warren County, NJ",
    description:
      'How buying a first home works in New Jersey: pre-approval, attorney review, inspections, closing costs, assistance programs and the best-value towns.',
  },
})
