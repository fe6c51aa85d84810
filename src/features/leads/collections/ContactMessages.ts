import { queueLeadEmails } from '@/features/leads/server/enqueue'

import { contactFields, leadCollection } from './fields'

/** Contact-form messages. Visitors create them only through POST /api/contact. */
export const ContactMessages = leadCollection({
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
    listSearchableFields: ['name', 'email', 'phone', 'message'],
  },
  fields: [...contactFields, { name: 'message', type: 'textarea', required: true }],
  emails: [['agentEmail', 'Email to the agent']],
  emailsOnCreate: ['contact-agent'],
  hooks: { afterChange: [queueLeadEmails] },
})
