import type { CollectionConfig, Field } from 'payload'

import { nobody, signedIn } from '@/features/studio/access'

import type { EmailSlot } from '@/features/leads/server/constants'
import type { LeadEmailName } from '@/features/leads/server/registry'

/** What every lead records about where it came from: the page that sent it and the browser. */
export const provenanceFields: Field[] = [
  { name: 'sourceUrl', label: 'Source page', type: 'text', admin: { readOnly: true } },
  { name: 'userAgent', type: 'text', admin: { readOnly: true } },
]

/** The agent's follow-up state and private notes, in the sidebar. */
export const followUpFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: [
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Closed', value: 'closed' },
    ],
    admin: { position: 'sidebar' },
  },
  { name: 'notes', label: 'Internal notes', type: 'textarea', admin: { position: 'sidebar' } },
]

/**
 * Where one of the lead's emails stands (state, attempts and last error, in the studio), kept up
 * to date by the send task (features/leads/server/task.ts). Read-only for people.
 */
export const emailStatusField = (name: EmailSlot, label: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { position: 'sidebar', readOnly: true },
  fields: [
    {
      name: 'state',
      type: 'select',
      defaultValue: 'queued',
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Sent', value: 'sent' },
        { label: 'Retrying', value: 'retrying' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'textarea' },
  ],
})

/** The follow-up choice a visitor made and the exact consent wording they were shown. */
export const consentFields = (label: string): Field[] => [
  { name: 'allowFollowUp', label, type: 'checkbox', required: true, defaultValue: false },
  {
    name: 'consentText',
    label: 'Consent wording shown',
    type: 'textarea',
    required: true,
    admin: { readOnly: true },
  },
]

/** The name, email and phone a visitor leaves on the contact form and the calculator. */
export const contactFields: Field[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'email', type: 'email', required: true, index: true },
  { name: 'phone', type: 'text', required: true },
]

type LeadCollection = Omit<CollectionConfig, 'access' | 'defaultSort' | 'admin'> & {
  admin: NonNullable<CollectionConfig['admin']>
  /** The lead's emails, each shown in the sidebar with its delivery state. */
  emails: [EmailSlot, string][]
  /** The emails queued when a lead is stored (by the intake, or by Payload's create and the hook). */
  emailsOnCreate: LeadEmailName[]
}

/**
 * A collection of leads: filed under Leads in the studio, newest first, read and changed only by
 * a signed-in user, never created through the REST API (the site's own endpoints store leads, after
 * their checks). After the form's own fields come where the lead came from, the agent's follow-up
 * and the state of each of its emails.
 */
export function leadCollection({
  admin,
  fields,
  emails,
  emailsOnCreate,
  ...config
}: LeadCollection): CollectionConfig {
  return {
    ...config,
    custom: { ...config.custom, emailsOnCreate },
    admin: { group: 'Leads', ...admin },
    defaultSort: '-createdAt',
    access: { read: signedIn, create: nobody, update: signedIn, delete: signedIn },
    fields: [
      ...fields,
      ...provenanceFields,
      ...followUpFields,
      ...emails.map(([name, label]) => emailStatusField(name, label)),
    ],
  }
}
