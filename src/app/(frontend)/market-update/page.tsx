import type { Metadata } from 'next'

import { LinkGrid } from '@/components/ui/LinkGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import { AREAS } from '@/lib/areas'

export const metadata: Metadata = { title: 'Market Update' }

export default function MarketUpdatePage() {
  return (
    <>
      <PageHeader eyebrow="Market Update" title="Local Market Reports">
        <p>Prices, days on market and inventory for every town we serve, updated every month.</p>
      </PageHeader>
      <LinkGrid
        title="Reports by area"
        links={AREAS.map((a) => ({
          label: a.name,
          href: `/market-update/${a.slug}`,
          note: `${a.county} County`,
        }))}
      />
    </>
  )
}
