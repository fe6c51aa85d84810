import type { LeadCollectionConfig } from '../leadType'
import { contactFields } from './fields'

/**
 * Contact-form messages. Visitors create them only through POST /api/contact. Its emails and
 * hand-offs: contact/leadType.ts.
 */
export const ContactMessages: LeadCollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
    listSearchableFields: ['name', 'email', 'phone', 'message'],
  },
  fields: [...contactFields, { name: 'message', type: 'textarea', required: true }],
}
