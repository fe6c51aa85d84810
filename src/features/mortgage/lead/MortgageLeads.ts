import type { CollectionConfig, Field } from 'payload'

import { nobody, signedIn } from '@/features/studio/access'
import { queueLeadEmails } from '@/features/leads/server/queue'

import {
  emailStatusField,
  followUpFields,
  provenanceFields,
} from '@/features/leads/collections/fields'

const numbers = (names: string[]): Field[] =>
  names.map((name) => ({ name, type: 'number', required: true }))

/**
 * Mortgage-calculator leads. Visitors create them only through POST /api/mortgage-calculator,
 * which stores the server's own figures (never the browser's) and the consent wording shown.
 */
export const MortgageLeads: CollectionConfig = {
  slug: 'mortgage-leads',
  labels: { singular: 'Mortgage calculator lead', plural: 'Mortgage calculator leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
  },
  defaultSort: '-createdAt',
  access: { read: signedIn, create: nobody, update: signedIn, delete: signedIn },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    {
      name: 'allowFollowUp',
      label: 'Agrees to follow-up',
      type: 'checkbox',
      required: true,
      defaultValue: false,
    },
    {
      name: 'consentText',
      label: 'Consent wording shown',
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
    },
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
    ...provenanceFields,
    ...followUpFields,
    emailStatusField('agentEmail', 'Email to the agent'),
    emailStatusField('visitorEmail', 'Breakdown email'),
  ],
  // The agent's notice and the visitor's own breakdown, queued with the lead in one transaction.
  hooks: { afterChange: [queueLeadEmails(['mortgage-agent', 'mortgage-breakdown'])] },
}
