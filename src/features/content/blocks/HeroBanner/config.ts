import type { Block, Field } from 'payload'

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
        {
          name: 'backgroundType',
          type: 'select',
          required: true,
          defaultValue: 'image',
          options: ['image', 'video', 'gradient'],
        },
        {
          name: 'height',
          type: 'select',
          required: true,
          defaultValue: 'large',
          options: ['full', 'large', 'medium', 'custom'],
        },
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
        {
          name: 'dividerColor',
          type: 'select',
          defaultValue: 'primary',
          options: ['primary', 'secondary', 'white'],
        },
        {
          name: 'contentPosition',
          type: 'select',
          defaultValue: 'center',
          options: ['center', 'bottom'],
        },
        { name: 'animationEnabled', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
}
