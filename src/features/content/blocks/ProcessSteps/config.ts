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
        choice('variant', ['premium', 'simple'], 'premium'),
        choice('background', ['white', 'gray'], 'white'),
      ],
    },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          name: 'cta',
          label: 'Call to action',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', type: 'text' },
                { name: 'link', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
