import type { GlobalConfig } from 'payload'

import { nobody, signedIn } from '@/lib/access'

/**
 * How close the home-value estimate comes on the store's own sales: measured after each listing
 * sync (and when the demo inventory is seeded), shown in the studio and stated on /home-value.
 * Written by the site alone.
 */
export const HomeValueAccuracy: GlobalConfig = {
  slug: 'home-value-accuracy',
  label: 'Home value accuracy',
  admin: {
    group: 'Listings',
    description:
      'How close the /home-value estimate came on the last 12 months of closed sales in the listing store, each estimated from the sales before it. Measured after each listing sync.',
  },
  access: { read: signedIn, update: nobody },
  fields: [
    {
      name: 'table',
      type: 'ui',
      admin: {
        components: { Field: '@/features/sellers/valuation/studio/AccuracyTable#AccuracyTable' },
      },
    },
    {
      name: 'measuredAt',
      label: 'Measured',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'result', type: 'json', admin: { readOnly: true, hidden: true } },
  ],
}
