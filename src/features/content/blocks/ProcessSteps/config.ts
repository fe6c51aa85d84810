import type { Block } from 'payload'

import { choice } from '@/lib/fields'

import { buttonFields, lightBackground } from '../fields'

export const ProcessStepsBlock: Block = {
  slug: 'processSteps',
  interfaceName: 'ProcessStepsBlock',
  labels: { singular: 'Process steps', plural: 'Process steps' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    {
      type: 'row',
      fields: [
        choice(
          'variant',
          [
            { label: 'Cards', value: 'premium' },
            { label: 'Compact list', value: 'simple' },
          ],
          'premium',
          { label: 'Style' },
        ),
        lightBackground('background'),
      ],
    },
    {
      name: 'steps',
      labels: { singular: 'Step', plural: 'Steps' },
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        { name: 'image', label: 'Picture', type: 'upload', relationTo: 'media' },
        {
          name: 'cta',
          label: 'Call to action',
          type: 'group',
          fields: [buttonFields('link')],
        },
      ],
    },
  ],
}
