import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '@/lib/access'
import { PAGE_BLOCKS } from '@/features/content/blocks'
import { demoFlag, seoGroup, slugField } from '@/features/content/collections/fields'
import { draftsWithAutosave } from '@/features/content/collections/drafts'

import { livePreview, previewUrl } from '@/features/content/publish/livePreview'
import { revalidateCollection } from '@/features/content/publish/revalidate'

/** Home, About, Buyers, Sellers, Contact, Testimonials and the legal pages, composed of blocks. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    preview: previewUrl('pages'),
    livePreview: livePreview('pages'),
  },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  versions: draftsWithAutosave,
  hooks: revalidateCollection('pages'),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('"home" is the home page; any other slug is served at /{slug}.'),
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
                { name: 'eyebrow', type: 'text' },
                { name: 'heading', type: 'text' },
                { name: 'text', type: 'textarea' },
              ],
            },
            { name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS },
          ],
        },
        { label: 'Search & sharing', fields: [seoGroup] },
      ],
    },
    demoFlag,
  ],
}
