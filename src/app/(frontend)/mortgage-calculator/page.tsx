import type { Metadata } from 'next'

import { Calculator } from '@/features/mortgage/calculator/Calculator.client'
import { MortgageCalculator } from '@/features/mortgage/calculator/MortgageCalculator'
import { agentMonth } from '@/features/mortgage/math'
import { PageHeader } from '@/ui/PageHeader'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { pageMetadata } from '@/features/content/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      description:
        'Estimate your monthly mortgage payment, cash to close and how extra principal shortens your loan in Sussex and Warren counties, NJ.',
    },
    'Mortgage Calculator',
    '/mortgage-calculator',
  )
}

export default async function MortgageCalculatorPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <PageHeader eyebrow="Plan your purchase" title="Mortgage Calculator">
        <p>
          Estimate your monthly payment, cash to close and how extra principal shortens your loan.
        </p>
      </PageHeader>
      <MortgageCalculator
        title="Estimate your monthly payment"
        intro="Adjust the numbers to match the home you have in mind. Your figures stay in this browser until you choose to send them."
      >
        <Calculator agent={{ phone: settings.phone, email: settings.email }} month={agentMonth()} />
      </MortgageCalculator>
    </>
  )
}
