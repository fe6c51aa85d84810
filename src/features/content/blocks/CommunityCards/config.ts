import type { Block } from 'payload'

export const CommunityCardsBlock: Block = {
  slug: 'communityCards',
  interfaceName: 'CommunityCardsBlock',
  labels: { singular: 'Community cards', plural: 'Community cards' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Explore Our Communities' },
    { name: 'subtitle', type: 'text' },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['1', '2', '3', '4'],
      admin: { description: 'Columns on large screens.' },
    },
    {
      name: 'communities',
      type: 'relationship',
      relationTo: 'communities',
      hasMany: true,
      admin: { description: 'Leave empty to show all eight.' },
    },
  ],
}
