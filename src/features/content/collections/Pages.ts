import type { CollectionConfig } from 'payload'

import { PAGE_BLOCKS } from '@/features/content/blocks'
import { demoFlag, seoGroup, slugField } from '@/features/content/collections/fields'
import { publishedCollection } from '@/features/content/collections/published'
import { SITE_ADDRESSES } from '@/features/content/collections/slug'

/** Home, About, Buyers, Sellers, Contact, Testimonials and the legal pages, composed of blocks. */
export const Pages: CollectionConfig = {
  ...publishedCollection('pages', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
  }),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(
      'What follows the site\'s address: "about" is served at /about; "home" is the home page.',
      SITE_ADDRESSES,
    ),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'intro',
              type: 'group',
              admin: { description: 'The heading band at the top (not shown on the home page).' },
              fields: [
                { name: 'eyebrow', label: 'Small line above the heading', type: 'text' },
                { name: 'heading', type: 'text' },
                { name: 'text', type: 'textarea' },
              ],
            },
            {
              name: 'layout',
              label: 'Page sections',
              labels: { singular: 'Section', plural: 'Sections' },
              type: 'blocks',
              blocks: PAGE_BLOCKS,
            },
          ],
        },
        { label: 'Search & sharing', fields: [seoGroup] },
      ],
    },
    demoFlag,
  ],
}
