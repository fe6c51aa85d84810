import type { Field, SelectField } from 'payload'

import { choice } from '@/lib/fields'

/**
 * A button's words and where it leads, side by side, as every block with a button asks for them.
 * `name` is the stored name of the address ("href" in the older blocks, "link" in the steps).
 */
export const buttonFields = (name: 'href' | 'link', ...more: Field[]): Field => ({
  type: 'row',
  fields: [
    { name: 'text', label: 'Button text', type: 'text' },
    {
      name,
      label: 'Link',
      type: 'text',
      admin: { description: '"#contact" scrolls to a section; "/contact" opens a page.' },
    },
    ...more,
  ],
})

/** A light section's background: white (the default) or light gray. */
export const lightBackground = (
  name: string,
  extra: Partial<Omit<SelectField, 'type' | 'options' | 'hasMany'>> = {},
): SelectField =>
  choice(
    name,
    [
      { label: 'White', value: 'white' },
      { label: 'Light gray', value: 'gray' },
    ],
    'white',
    extra,
  )
