import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      description:
        'Estimate your monthly payment, cash to close and how extra principal shortens your loan.',
    },
    'Mortgage Calculator',
    '/mortgage-calculator',
  )
}

export default function MortgageCalculatorPage() {
  return (
    <PageHeader eyebrow="Plan your purchase" title="Mortgage Calculator">
      <p>
        Estimate your monthly payment, cash to close and how extra principal shortens your loan.
      </p>
    </PageHeader>
  )
}
