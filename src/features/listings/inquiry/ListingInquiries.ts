import { moneyView, requiredChoice } from '@/lib/fields'
import { consentFields, contactFields, type LeadCollectionConfig, leadList } from '@/features/leads'

/**
 * Showing requests and questions about a home, with the home as it was shown. Visitors create
 * them only through POST /api/listing-inquiry. Its email and hand-offs: leadType.ts.
 */
export const ListingInquiries: LeadCollectionConfig = {
  ...leadList(
    'listing-inquiries',
    ['Showing request or question', 'Showing requests and questions'],
    ['name', 'kind', 'listingAddress', 'phone', 'createdAt', 'status'],
    ['name', 'email', 'phone', 'listingAddress', 'message'],
  ),
  fields: [
    requiredChoice(
      'kind',
      [
        { label: 'Showing request', value: 'showing' },
        { label: 'Question', value: 'question' },
      ],
      { label: 'Request' },
    ),
    ...contactFields,
    { name: 'preferredTimes', label: 'Preferred days and times', type: 'text' },
    { name: 'message', type: 'textarea' },
    ...consentFields('Agrees to follow-up on other homes'),
    {
      name: 'listingKey',
      label: 'MLS listing key',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'listingAddress',
      label: 'Home',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'listingPrice',
      label: 'Price when asked',
      type: 'number',
      admin: { readOnly: true, components: moneyView },
    },
    {
      name: 'listingUrl',
      label: 'Listing page',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
  ],
}
