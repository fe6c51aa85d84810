import type { Block } from 'payload'

import { choice } from '@/lib/fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    {
      type: 'row',
      fields: [
        choice(
          'variant',
          [
            { label: 'Simple band', value: 'default' },
            { label: 'With a picture and checklist', value: 'content' },
            { label: 'Large banner', value: 'hero' },
          ],
          'default',
          { label: 'Style', required: true },
        ),
        choice(
          'backgroundColor',
          [
            { label: 'White', value: 'white' },
            { label: 'Light gray', value: 'gray' },
          ],
          'white',
          // The large banner is always dark, over its own picture.
          { label: 'Background', admin: { condition: (_, s) => s?.variant !== 'hero' } },
        ),
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    { name: 'description', type: 'textarea' },
    {
      name: 'image',
      label: 'Picture',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (_, s) => s?.variant === 'content' },
    },
    {
      name: 'features',
      label: 'Checklist',
      labels: { singular: 'Point', plural: 'Points' },
      type: 'array',
      admin: { condition: (_, s) => s?.variant === 'content' },
      fields: [{ name: 'text', label: 'Point', type: 'text', required: true }],
    },
    {
      name: 'button',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'text', label: 'Button text', type: 'text' },
            {
              name: 'href',
              label: 'Link',
              type: 'text',
              admin: { description: '"#contact" scrolls to a section; "/contact" opens a page.' },
            },
            choice(
              'variant',
              [
                { label: 'Main', value: 'primary' },
                { label: 'Secondary', value: 'secondary' },
              ],
              'primary',
              { label: 'Button style' },
            ),
          ],
        },
      ],
    },
  ],
}
