import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = { title: "Buyer's Guide" }

export default function BuyersPage() {
  return (
    <PageHeader eyebrow="Buying" title="Buyer's Guide">
      <p>
        Buying a home in northern New Jersey, step by step: getting pre-approved, choosing a town,
        touring homes, making a strong offer and closing with confidence.
      </p>
    </PageHeader>
  )
}
