import type { Block, Field } from 'payload'

import { choice } from '@/lib/fields'

const button = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'text', type: 'text' },
        {
          name: 'href',
          type: 'text',
          admin: { description: '"#contact" scrolls to a section; "/contact" opens a page.' },
        },
      ],
    },
  ],
})

export const HeroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'location', type: 'text' },
    {
      type: 'row',
      fields: [
        choice('backgroundType', ['image', 'video', 'gradient'], 'image', { required: true }),
        choice('height', ['full', 'large', 'medium', 'custom'], 'large', { required: true }),
        {
          name: 'customHeight',
          type: 'text',
          admin: { condition: (_, s) => s?.height === 'custom', description: 'e.g. 720px' },
        },
      ],
    },
    { name: 'backgroundImage', type: 'upload', relationTo: 'media' },
    {
      name: 'backgroundVideo',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (_, s) => s?.backgroundType === 'video' },
    },
    button('primaryButton', 'Primary button'),
    button('secondaryButton', 'Secondary button'),
    {
      type: 'row',
      fields: [
        choice('dividerColor', ['primary', 'secondary', 'white'], 'primary'),
        choice('contentPosition', ['center', 'bottom'], 'center'),
        { name: 'animationEnabled', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
}
