import type { CollectionConfig } from 'payload'

import { nobody, signedIn } from '@/access'

import { queueLeadEmails } from '@/lib/leads/notify/queue'

import { emailStatusField, followUpFields, provenanceFields } from './fields'

/** One row per address (stored lower-case, so the unique index is case-insensitive). */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'subscription', 'sourceUrl', 'createdAt', 'status'],
    listSearchableFields: ['email'],
  },
  defaultSort: '-createdAt',
  access: { read: signedIn, create: nobody, update: signedIn, delete: signedIn },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'subscription',
      type: 'select',
      required: true,
      defaultValue: 'subscribed',
      options: [
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    ...provenanceFields,
    ...followUpFields,
    emailStatusField('agentEmail', 'Email to the agent'),
    emailStatusField('visitorEmail', 'Welcome email'),
  ],
  hooks: { afterChange: [queueLeadEmails(['subscriber-agent', 'subscriber-welcome'])] },
}
