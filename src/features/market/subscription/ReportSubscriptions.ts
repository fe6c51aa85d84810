import { requiredChoice, recordView } from '@/lib/fields'
import { AREAS } from '@/lib/areas'
import { type LeadCollectionConfig, leadList, subscriptionFields } from '@/features/leads'

const readOnly = { readOnly: true }

/**
 * Sign-ups for a market report by email. A visitor creates one through
 * POST /api/report-subscription from a report's page; it starts once they confirm by the emailed
 * link (double opt-in), which also tells the agent. On the first weekday of each month at 8:00
 * New York time, the area's figures, what sold and what came on the market since the last email
 * are sent, unless the figures did not change. Its emails and hand-offs: leadType.ts.
 */
export const ReportSubscriptions: LeadCollectionConfig = {
  ...leadList(
    'report-subscriptions',
    ['Market report sign-up', 'Market report sign-ups'],
    ['email', 'areaName', 'subscription', 'createdAt', 'status'],
    ['email', 'name', 'areaName'],
  ),
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'name', type: 'text' },
    requiredChoice(
      'area',
      AREAS.map((area) => ({ label: area.name, value: area.slug })),
      { label: 'Service area' },
    ),
    // The area's name as the sign-up and its emails wrote it: the list's column.
    {
      name: 'areaName',
      label: 'Area',
      type: 'text',
      required: true,
      admin: readOnly,
    },
    ...subscriptionFields(),
    {
      name: 'consentText',
      label: 'Consent wording shown',
      type: 'textarea',
      required: true,
      admin: readOnly,
    },
    {
      name: 'lastMonth',
      label: 'Last month checked for a report',
      type: 'text',
      admin: readOnly,
    },
    {
      name: 'lastSentAt',
      label: 'Last report sent',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'figuresSent',
      label: 'Figures last sent',
      type: 'json',
      admin: { ...readOnly, components: recordView },
    },
    {
      name: 'salesThrough',
      label: 'Sales reported through (close date)',
      type: 'text',
      admin: readOnly,
    },
    {
      name: 'listedThrough',
      label: 'New listings reported through (listing date)',
      type: 'text',
      admin: readOnly,
    },
    { name: 'reportsSent', type: 'number', defaultValue: 0, admin: readOnly },
  ],
}
