import type { Block } from 'payload'

export const StatsGridBlock: Block = {
  slug: 'statsGrid',
  interfaceName: 'StatsGridBlock',
  labels: { singular: 'Statistics grid', plural: 'Statistics grids' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'performance',
      options: ['performance', 'market'],
    },
    {
      name: 'stats',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'change', type: 'text' },
            { name: 'trend', type: 'select', options: ['up', 'down'] },
          ],
        },
      ],
    },
  ],
}
