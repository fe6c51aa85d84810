import { consentFields, type LeadCollectionConfig, leadList } from '@/features/leads'

/**
 * "Email me these homes": a visitor's saved homes, sent to them and to the agent. Visitors create
 * them only through POST /api/saved-homes. Its emails and hand-offs: leadType.ts.
 */
export const SavedHomeLists: LeadCollectionConfig = {
  ...leadList(
    'saved-home-lists',
    ['Saved homes sent', 'Saved homes sent'],
    ['name', 'email', 'homeCount', 'createdAt', 'status'],
    ['name', 'email', 'phone', 'homes'],
  ),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    ...consentFields('Agrees to follow-up'),
    {
      name: 'homeCount',
      label: 'Homes',
      type: 'number',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'homes',
      label: 'Homes sent (address, price, page)',
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
    },
  ],
}
