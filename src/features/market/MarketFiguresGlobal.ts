import type { GlobalConfig } from 'payload'

import { nobody, signedIn } from '@/lib/access'

/**
 * The market reports' figures, computed from the listing store's closed sales and homes for sale
 * after each listing sync (and when the demo inventory is seeded). Written by the site alone.
 */
export const MarketFiguresGlobal: GlobalConfig = {
  slug: 'market-figures',
  label: 'Market figures',
  admin: {
    group: 'Listings',
    description:
      'The figures the market reports show, computed from the MLS after each listing sync: medians, days on market, inventory and monthly sales for every service area and town.',
  },
  access: { read: signedIn, update: nobody },
  fields: [
    {
      name: 'table',
      type: 'ui',
      admin: {
        components: { Field: '@/features/market/studio/FiguresTable#FiguresTable' },
      },
    },
    {
      name: 'computedAt',
      label: 'Computed',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'computeMs', label: 'Time to compute (ms)', type: 'number', admin: { readOnly: true } },
    { name: 'result', type: 'json', admin: { readOnly: true, hidden: true } },
  ],
}
