import { leadList, type LeadCollectionConfig } from '../leadType'
import { contactFields } from './fields'

/**
 * Contact-form messages. Visitors create them only through POST /api/contact. Its emails and
 * hand-offs: contact/leadType.ts.
 */
export const ContactMessages: LeadCollectionConfig = {
  ...leadList(
    'contact-messages',
    ['Contact message', 'Contact messages'],
    ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
    ['name', 'email', 'phone', 'message'],
  ),
  fields: [...contactFields, { name: 'message', type: 'textarea', required: true }],
}
