import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = { title: 'Property Search' }

export default function ListingsSearchPage() {
  return (
    <PageHeader eyebrow="Properties" title="Property Search">
      <p>
        Search homes for sale across Sussex and Warren counties, from lake cottages to country
        estates.
      </p>
    </PageHeader>
  )
}
