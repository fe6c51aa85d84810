import type { ImageKey } from './images'
import type { SeedBuilder, SeedData } from './types'

type Client = Omit<SeedData<'testimonials'>, 'image'> & { image: ImageKey }

/**
 * Six clients, in carousel order. Authors are first name and last initial only; each picture is a
 * monogram of the author's initials.
 */
const CLIENTS: Client[] = [
  {
    quote:
      'We had been outbid three times before we found the team. They knew every lake association in Byram by heart, told us which beaches had dock waiting lists, and wrote an offer on our Cranberry Lake home that the sellers picked over two higher bids. We swim off our own dock now.',
    author: 'Jennifer M.',
    location: 'New Jersey',
    image: 't1',
    order: 1,
  },
  {
    quote:
      'Selling my mother\'s house in Hackettstown felt overwhelming. The team arranged the cleanout, the repairs and the photos while I was two states away, and we had four offers the first weekend. Every step was explained, and every call was returned the same day.',
    author: 'Robert S.',
    location: 'New Jersey',
    image: 't2',
    order: 2,
  },
  {
    quote:
      'Moving from Hoboken to Chester was a big leap. They walked us through the school district, well and septic inspections and what to expect from a house on three acres. We closed in time for the first day of school, and we still get a text on our house anniversary.',
    author: 'Kavita P.',
    location: 'New Jersey',
    image: 't3',
    order: 3,
  },
  {
    quote:
      'Our Blairstown farmhouse had been on the market for months with another agent. The team re-priced it using real local sales, staged the barn and shot a video of the Paulinskill trail out back. It sold in five weeks, and for more than the price we had dropped to.',
    author: 'David L.',
    location: 'New Jersey',
    image: 't4',
    order: 4,
  },
  {
    quote:
      'As a first-time buyer I had a hundred questions, and none of them were treated as silly. They showed me how far my budget went in Andover versus Newton, introduced me to a great local lender, and negotiated a repair credit after the inspection. I love my little house by Lake Iliff.',
    author: 'Amanda T.',
    location: 'New Jersey',
    image: 't5',
    order: 5,
  },
  {
    quote:
      'We were selling in Washington and buying in Sussex County at the same time, which sounded impossible. The team lined up both closings on the same day, kept the lenders and attorneys on schedule and made a stressful month feel calm. Professional, honest and genuinely kind.',
    author: 'Eric B.',
    location: 'New Jersey',
    image: 't6',
    order: 6,
  },
]

export const testimonials: SeedBuilder<'testimonials'>[] = CLIENTS.map(
  ({ image, ...client }) =>
    (media) => ({ ...client, image: media(image) }),
)
