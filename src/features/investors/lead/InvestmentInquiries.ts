import type { Field } from 'payload'

import { moneyView, requiredChoice } from '@/lib/fields'
import { consentFields, contactFields, type LeadCollectionConfig, leadList } from '@/features/leads'

import { RENT_SOURCES } from './figures'

const readOnly = { readOnly: true }
const figure = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'number',
  required,
  admin: readOnly,
})

/**
 * Questions about a home as an investment, with the home as it was shown and the figures the
 * visitor saw (checked by the server, read-only here). Visitors create them only through
 * POST /api/investment-inquiry. Its email and hand-offs: leadType.ts.
 */
export const InvestmentInquiries: LeadCollectionConfig = {
  ...leadList(
    'investment-inquiries',
    ['Investment question', 'Investment questions'],
    ['name', 'listingAddress', 'phone', 'createdAt', 'status'],
    ['name', 'email', 'phone', 'listingAddress', 'message'],
  ),
  fields: [
    ...contactFields,
    { name: 'message', label: 'Question', type: 'textarea' },
    ...consentFields('Agrees to follow-up on other homes'),
    {
      name: 'listingKey',
      label: 'MLS listing key',
      type: 'text',
      required: true,
      index: true,
      admin: readOnly,
    },
    { name: 'listingAddress', label: 'Home', type: 'text', required: true, admin: readOnly },
    {
      name: 'listingPrice',
      label: 'Price when asked',
      type: 'number',
      admin: { ...readOnly, components: moneyView },
    },
    { name: 'listingUrl', label: 'Listing page', type: 'text', required: true, admin: readOnly },
    {
      name: 'snapshot',
      label: 'Figures the visitor saw',
      type: 'group',
      admin: readOnly,
      fields: [
        figure('netOperatingIncome', 'Net operating income ($ a year)'),
        figure('capRate', 'Cap rate (%; empty without a price)', false),
        figure('monthlyCashFlow', 'Cash flow ($ a month)'),
        figure('cashOnCash', 'Cash-on-cash return (%; empty with no cash invested)', false),
        figure('debtServiceCoverage', 'Debt service coverage (DSCR; empty without a loan)', false),
        requiredChoice(
          'rentSource',
          Object.entries(RENT_SOURCES).map(([value, words]) => ({
            label: `From ${words}`,
            value,
          })),
          { label: 'Where the rent came from', admin: readOnly },
        ),
        {
          name: 'assumptions',
          label: 'What the figures rest on',
          type: 'group',
          admin: readOnly,
          fields: [
            figure('rent', 'Rent ($ a month, every unit let)'),
            figure('vacancy', 'Vacancy (% of the rent)'),
            figure('tax', 'Property tax ($ a year)'),
            figure('insurance', 'Insurance ($ a year)'),
            figure('maintenance', 'Maintenance (% of the rent)'),
            figure('management', 'Management (% of the rent collected)'),
            figure('utilities', 'Utilities the owner pays ($ a month)'),
            figure('hoa', 'HOA fee ($ a month)'),
            figure('down', 'Down payment (% of the price)'),
            figure('closing', 'Closing costs (% of the price)'),
            figure('rate', 'Mortgage rate (%)'),
            figure('term', 'Loan term (years)'),
          ],
        },
      ],
    },
  ],
}
