import type { Block } from 'payload'

import { choice } from '@/lib/fields'

export const StatsGridBlock: Block = {
  slug: 'statsGrid',
  interfaceName: 'StatsGridBlock',
  labels: { singular: 'Statistics grid', plural: 'Statistics grids' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    choice(
      'variant',
      [
        { label: 'Dark band', value: 'performance' },
        { label: 'Light cards', value: 'market' },
      ],
      'performance',
      { label: 'Style' },
    ),
    {
      name: 'stats',
      label: 'Figures',
      labels: { singular: 'Figure', plural: 'Figures' },
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              label: 'Figure',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "$412K" or "20+"' },
            },
            { name: 'label', label: 'Caption', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'change', type: 'text', admin: { description: 'e.g. "+4.2%"' } },
            {
              name: 'trend',
              type: 'select',
              options: [
                { label: 'Up', value: 'up' },
                { label: 'Down', value: 'down' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
