import { queueSubscriberEmails } from '@/features/leads/server/enqueue'

import { leadCollection } from './fields'

/**
 * One row per address (stored lower-case, so the unique index is case-insensitive). A sign-up
 * waits for its owner to confirm by the link in the confirmation email (double opt-in); the
 * welcome, and the agent's notice, go out once it is confirmed.
 */
export const NewsletterSubscribers = leadCollection({
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'subscription', 'sourceUrl', 'createdAt', 'status'],
    listSearchableFields: ['email'],
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'subscription',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
  emails: [
    ['confirmationEmail', 'Confirmation email'],
    ['agentEmail', 'Email to the agent'],
    ['visitorEmail', 'Welcome email'],
  ],
  // The confirmation; the agent's notice and the welcome once the address is confirmed.
  emailsOnCreate: ['subscriber-confirm'],
  hooks: { afterChange: [queueSubscriberEmails] },
})
