import type { Field } from 'payload'

import { consentFields, contactFields, type LeadCollectionConfig, leadList } from '@/features/leads'

const numbers = (names: string[]): Field[] =>
  names.map((name) => ({ name, type: 'number', required: true }))

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
      label: 'What they entered (after the server clamped it)',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        ...numbers(['purchasePrice', 'downPaymentPercent', 'downPaymentAmount', 'interestRate']),
        ...numbers(['loanTerm', 'propertyTaxRate', 'insuranceRate', 'pmiRate']),
        ...numbers(['hoaFees', 'extraPrincipal']),
      ],
    },
    {
      name: 'results',
      label: 'Results (computed by the server)',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        ...numbers(['totalMonthly', 'principalAndInterest', 'propertyTaxMonthly']),
        ...numbers(['insuranceMonthly', 'pmiMonthly', 'hoaMonthly', 'extraMonthly']),
        ...numbers(['loanAmount', 'cashToClose', 'interestSaved', 'monthsSaved']),
        ...numbers(['monthsToPayoff']),
        { name: 'payoffTimeline', type: 'text', required: true },
        { name: 'payoffDate', type: 'text', required: true },
      ],
    },
  ],
}
