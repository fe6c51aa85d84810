import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = { title: 'Mortgage Calculator' }

export default function MortgageCalculatorPage() {
  return (
    <PageHeader eyebrow="Plan your purchase" title="Mortgage Calculator">
      <p>
        Estimate your monthly payment, cash to close and how extra principal shortens your loan.
      </p>
    </PageHeader>
  )
}
