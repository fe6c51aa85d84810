import type { Field } from 'payload'

/** What every lead records about where it came from (decisions.md). */
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
