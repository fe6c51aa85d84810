import type { Field } from 'payload'

import type { EmailSlot } from '@/features/leads/server/constants'

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
