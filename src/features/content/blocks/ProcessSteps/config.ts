import type { Block } from 'payload'

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
        {
          name: 'variant',
          type: 'select',
          defaultValue: 'premium',
          options: ['premium', 'simple'],
        },
        { name: 'background', type: 'select', defaultValue: 'white', options: ['white', 'gray'] },
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
