import type { CollectionConfig } from 'payload'

import { nobody, signedIn } from '@/features/studio/access'

import { queueLeadEmails } from '@/features/leads/server/queue'

import { emailStatusField, followUpFields, provenanceFields } from './fields'

/** Contact-form messages. Visitors create them only through POST /api/contact. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sourceUrl', 'createdAt', 'status'],
    listSearchableFields: ['name', 'email', 'phone', 'message'],
  },
  defaultSort: '-createdAt',
  access: { read: signedIn, create: nobody, update: signedIn, delete: signedIn },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    ...provenanceFields,
    ...followUpFields,
    emailStatusField('agentEmail', 'Email to the agent'),
  ],
  hooks: { afterChange: [queueLeadEmails(['contact-agent'])] },
}
