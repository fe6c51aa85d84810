import type { Field, GlobalConfig } from 'payload'

import { nobody, signedIn } from './access'

/**
 * A global the site computes from the listing store and keeps (after each sync, at seed): shown
 * in the studio as a table, never edited; the computed result kept as JSON beside the moment it
 * was computed.
 */
export function computedGlobal(options: {
  slug: string
  label: string
  description: string
  /** The studio's table of the result: a server component's import path. */
  table: string
  /** The date field of when it was computed. */
  when: { name: string; label: string }
  fields?: Field[]
}): GlobalConfig {
  return {
    slug: options.slug,
    label: options.label,
    admin: { group: 'Listings', description: options.description },
    access: { read: signedIn, update: nobody },
    fields: [
      { name: 'table', type: 'ui', admin: { components: { Field: options.table } } },
      {
        ...options.when,
        type: 'date',
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      ...(options.fields ?? []),
      { name: 'result', type: 'json', admin: { readOnly: true, hidden: true } },
    ],
  }
}
