import { computedGlobal } from '@/lib/computedGlobal'

/**
 * How close the home-value estimate comes on the store's own sales: measured after each listing
 * sync (and when the demo inventory is seeded), shown in the studio and stated on /home-value.
 * Written by the site alone.
 */
export const HomeValueAccuracy = computedGlobal({
  slug: 'home-value-accuracy',
  label: 'Home value accuracy',
  description:
    "How close the site's home-value estimate (the /home-value page) came on the last 12 months of closed sales from the MLS, each estimated from the sales before it. Measured each time new MLS data arrives.",
  table: '@/features/sellers/valuation/studio/AccuracyTable#AccuracyTable',
  when: { name: 'measuredAt', label: 'Measured' },
})
