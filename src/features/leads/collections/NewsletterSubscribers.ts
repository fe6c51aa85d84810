import { onlyStoppedByPeople } from '../delivery/subscription'
import { leadList, type LeadCollectionConfig } from '../leadType'
import { AGENT_SETS } from './fields'

/**
 * One row per address (stored lower-case, so the unique index is case-insensitive). A sign-up
 * waits for its owner to confirm by the link in the confirmation email (double opt-in); the
 * welcome, and the agent's notice, go out once it is confirmed (newsletter/leadType.ts).
 */
export const NewsletterSubscribers: LeadCollectionConfig = {
  ...leadList(
    'newsletter-subscribers',
    ['Newsletter sign-up', 'Newsletter sign-ups'],
    ['email', 'subscription', 'sourceUrl', 'createdAt', 'status'],
    ['email'],
  ),
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
      custom: { [AGENT_SETS]: true },
      admin: {
        description:
          'Only the subscriber confirms (by the emailed link). Choose Unsubscribed when they ask you to stop.',
      },
      hooks: { beforeChange: [onlyStoppedByPeople] },
    },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', label: 'Stopped', type: 'date', admin: { readOnly: true } },
  ],
}
