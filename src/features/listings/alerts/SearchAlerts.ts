import { requiredChoice } from '@/lib/fields'
import {
  AGENT_SETS,
  type LeadCollectionConfig,
  leadList,
  subscriptionFields,
} from '@/features/leads'

/**
 * Saved searches with email alerts. A visitor creates one through POST /api/alerts; it
 * starts once they confirm by the emailed link (double opt-in), which also tells the agent. After
 * each sync (instant) or each morning at 7:00 New York time (daily), the homes new or reduced
 * since `checkedThrough` that match the search are emailed. Its emails and hand-offs: leadType.ts.
 */
export const SearchAlerts: LeadCollectionConfig = {
  ...leadList(
    'search-alerts',
    ['Search alert', 'Search alerts'],
    ['email', 'searchLabel', 'frequency', 'subscription', 'createdAt', 'status'],
    ['email', 'name', 'phone', 'searchLabel'],
  ),
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'name', type: 'text' },
    { name: 'phone', type: 'text' },
    {
      name: 'searchLabel',
      label: 'Search',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'search',
      label: 'Search address (query string)',
      type: 'text',
      admin: { readOnly: true },
    },
    requiredChoice(
      'frequency',
      [
        { label: 'Instant', value: 'instant' },
        { label: 'Daily at 7:00', value: 'daily' },
      ],
      // The visitor may ask the agent to change it.
      { custom: { [AGENT_SETS]: true } },
    ),
    ...subscriptionFields(),
    {
      name: 'consentText',
      label: 'Consent wording shown',
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'checkedThrough',
      label: 'Homes checked through',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'alertsSent', type: 'number', defaultValue: 0, admin: { readOnly: true } },
  ],
}
