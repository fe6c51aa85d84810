import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = { title: "Seller's Guide" }

export default function SellersPage() {
  return (
    <PageHeader eyebrow="Selling" title="Seller's Guide">
      <p>
        Selling your home for the best price: pricing it from real local sales, preparing it to
        shine, marketing it widely and negotiating every offer.
      </p>
    </PageHeader>
  )
}
