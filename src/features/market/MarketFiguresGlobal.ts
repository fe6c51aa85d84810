import { computedGlobal } from '@/lib/computedGlobal'

/**
 * The market reports' figures, computed from the listing store's closed sales and homes for sale
 * after each listing sync (and when the demo inventory is seeded). Written by the site alone.
 */
export const MarketFiguresGlobal = computedGlobal({
  slug: 'market-figures',
  label: 'Market figures',
  description:
    'The figures the market reports show, worked out from the MLS each time new MLS data arrives: medians, days on market, inventory and monthly sales for every service area and town.',
  table: '@/features/market/studio/FiguresTable#FiguresTable',
  when: { name: 'computedAt', label: 'Computed' },
  fields: [
    {
      name: 'computeMs',
      label: 'Time to work them out (ms)',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
})
