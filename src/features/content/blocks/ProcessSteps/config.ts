import type { Block } from 'payload'

import { choice } from '@/lib/fields'

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
        choice(
          'background',
          [
            { label: 'White', value: 'white' },
            { label: 'Light gray', value: 'gray' },
          ],
          'white',
        ),
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
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', label: 'Button text', type: 'text' },
                {
                  name: 'link',
                  type: 'text',
                  admin: {
                    description: '"#contact" scrolls to a section; "/contact" opens a page.',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
