import type { Field } from 'payload'

import { queueLeadEmails } from '@/features/leads/server/enqueue'

import { consentFields, contactFields, leadCollection } from '@/features/leads/collections/fields'

const numbers = (names: string[]): Field[] =>
  names.map((name) => ({ name, type: 'number', required: true }))

/**
 * Mortgage-calculator leads. Visitors create them only through POST /api/mortgage-calculator,
 * which stores the server's own figures (never the browser's) and the consent wording shown.
 */
export const MortgageLeads = leadCollection({
  slug: 'mortgage-leads',
  labels: { singular: 'Mortgage calculator lead', plural: 'Mortgage calculator leads' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
  },
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
  emails: [
    ['agentEmail', 'Email to the agent'],
    ['visitorEmail', 'Breakdown email'],
  ],
  // The agent's notice and the visitor's own breakdown, queued with the lead in one transaction.
  emailsOnCreate: ['mortgage-agent', 'mortgage-breakdown'],
  hooks: { afterChange: [queueLeadEmails] },
})
