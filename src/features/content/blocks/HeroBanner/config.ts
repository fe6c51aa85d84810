import type { Block, Field } from 'payload'

import { choice } from '@/lib/fields'

import { buttonFields } from '../fields'

const button = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [buttonFields('href')],
})

export const HeroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    { name: 'description', type: 'textarea' },
    {
      name: 'location',
      label: 'Place',
      type: 'text',
      admin: { description: 'Shown above the title beside a map pin, e.g. "Sussex County, NJ".' },
    },
    {
      type: 'row',
      fields: [
        choice(
          'backgroundType',
          [
            { label: 'Picture', value: 'image' },
            { label: 'Video', value: 'video' },
            { label: 'Dark gradient', value: 'gradient' },
          ],
          'image',
          { label: 'Background', required: true },
        ),
        choice(
          'height',
          [
            { label: 'Full screen', value: 'full' },
            { label: 'Large', value: 'large' },
            { label: 'Medium', value: 'medium' },
            { label: 'Custom', value: 'custom' },
          ],
          'large',
          { label: 'Height', required: true },
        ),
        {
          name: 'customHeight',
          label: 'Custom height',
          type: 'text',
          admin: {
            condition: (_, s) => s?.height === 'custom',
            description: 'With its unit, e.g. "720px" or "80vh"',
          },
        },
      ],
    },
    {
      name: 'backgroundImage',
      label: 'Background picture',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Not used with the dark gradient.' },
    },
    {
      name: 'backgroundVideo',
      label: 'Background video',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (_, s) => s?.backgroundType === 'video' },
    },
    button('primaryButton', 'Primary button'),
    button('secondaryButton', 'Secondary button'),
    {
      type: 'row',
      fields: [
        choice(
          'dividerColor',
          [
            { label: 'Gold', value: 'primary' },
            { label: 'Soft white', value: 'secondary' },
            { label: 'White', value: 'white' },
          ],
          'primary',
          { label: 'Line under the title' },
        ),
        choice(
          'contentPosition',
          [
            { label: 'Middle', value: 'center' },
            { label: 'Bottom left', value: 'bottom' },
          ],
          'center',
          { label: 'Text position' },
        ),
        {
          name: 'animationEnabled',
          label: 'Animate the text in',
          type: 'checkbox',
          defaultValue: true,
        },
      ],
    },
  ],
}
