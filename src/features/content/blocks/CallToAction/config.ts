import type { Block } from 'payload'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          type: 'select',
          required: true,
          defaultValue: 'default',
          options: ['default', 'content', 'hero'],
        },
        {
          name: 'backgroundColor',
          type: 'select',
          defaultValue: 'white',
          options: ['white', 'gray'],
        },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    { name: 'description', type: 'textarea' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (_, s) => s?.variant === 'content' },
    },
    {
      name: 'features',
      type: 'array',
      admin: { condition: (_, s) => s?.variant === 'content' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'button',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'text', type: 'text' },
            { name: 'href', type: 'text' },
            {
              name: 'variant',
              type: 'select',
              defaultValue: 'primary',
              options: ['primary', 'secondary'],
            },
          ],
        },
      ],
    },
  ],
}
