import type { Block } from 'payload'

import { choice } from '@/lib/fields'

import { buttonFields, lightBackground } from '../fields'

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
        // The large banner is always dark, over its own picture.
        lightBackground('backgroundColor', {
          label: 'Background',
          admin: { condition: (_, s) => s?.variant !== 'hero' },
        }),
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
        buttonFields(
          'href',
          choice(
            'variant',
            [
              { label: 'Main', value: 'primary' },
              { label: 'Secondary', value: 'secondary' },
            ],
            'primary',
            { label: 'Button style' },
          ),
        ),
      ],
    },
  ],
}
