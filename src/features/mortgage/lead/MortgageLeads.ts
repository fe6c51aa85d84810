import type { Field } from 'payload'

import { consentFields, contactFields, type LeadCollectionConfig, leadList } from '@/features/leads'

/** Figures by name, each labelled with its unit as the agent reads it. */
const numbers = (labels: Record<string, string>): Field[] =>
  Object.entries(labels).map(([name, label]) => ({ name, label, type: 'number', required: true }))

/**
 * Mortgage-calculator leads. Visitors create them only through POST /api/mortgage-calculator,
 * which stores the server's own figures (never the browser's) and the consent wording shown.
 * Its emails and hand-offs: leadType.ts.
 */
export const MortgageLeads: LeadCollectionConfig = {
  ...leadList(
    'mortgage-leads',
    ['Mortgage calculator lead', 'Mortgage calculator leads'],
    ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
  ),
  fields: [
    ...contactFields,
    ...consentFields('Agrees to follow-up'),
    {
      name: 'inputs',
      label: 'What they entered',
      type: 'group',
      admin: {
        readOnly: true,
        description: "Brought within the calculator's limits where they typed beyond them.",
      },
      fields: numbers({
        purchasePrice: 'Purchase price ($)',
        downPaymentPercent: 'Down payment (%)',
        downPaymentAmount: 'Down payment ($)',
        interestRate: 'Interest rate (% a year)',
        loanTerm: 'Loan term (years)',
        propertyTaxRate: 'Property tax (% of the price a year)',
        insuranceRate: 'Home insurance (% of the price a year)',
        pmiRate: 'PMI (% of the loan a year)',
        hoaFees: 'HOA fees ($ a month)',
        extraPrincipal: 'Extra principal ($ a month)',
      }),
    },
    {
      name: 'results',
      label: 'What the calculator showed them',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        ...numbers({
          totalMonthly: 'Total payment ($ a month)',
          principalAndInterest: 'Principal and interest ($ a month)',
          propertyTaxMonthly: 'Property tax ($ a month)',
          insuranceMonthly: 'Home insurance ($ a month)',
          pmiMonthly: 'PMI ($ a month)',
          hoaMonthly: 'HOA fees ($ a month)',
          extraMonthly: 'Extra principal ($ a month)',
          loanAmount: 'Loan amount ($)',
          cashToClose: 'Cash to close ($)',
          interestSaved: 'Interest saved by the extra principal ($)',
          monthsSaved: 'Months saved by the extra principal',
          monthsToPayoff: 'Months to pay off',
        }),
        { name: 'payoffTimeline', label: 'Paid off in', type: 'text', required: true },
        { name: 'payoffDate', label: 'Paid off by', type: 'text', required: true },
      ],
    },
  ],
}
