import type { Block } from 'payload'

import { choice } from '@/lib/fields'

export const StatsGridBlock: Block = {
  slug: 'statsGrid',
  interfaceName: 'StatsGridBlock',
  labels: { singular: 'Statistics grid', plural: 'Statistics grids' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    choice('variant', ['performance', 'market'], 'performance'),
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
