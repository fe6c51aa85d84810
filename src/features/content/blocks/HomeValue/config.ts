import type { Block } from 'payload'

import { HOME_VALUE_INTRO, HOME_VALUE_TITLE } from '@/features/content/sections/HomeValue/logic'

/** "What is your home worth?": a short form that opens the home-value estimate. */
export const HomeValueBlock: Block = {
  slug: 'homeValue',
  interfaceName: 'HomeValueBlock',
  labels: { singular: 'Home value', plural: 'Home values' },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Heading',
      required: true,
      defaultValue: HOME_VALUE_TITLE,
    },
    {
      name: 'intro',
      type: 'textarea',
      label: 'Intro text',
      defaultValue: HOME_VALUE_INTRO,
      admin: { description: 'Shown under the heading; leave empty for none.' },
    },
  ],
}
