import type { CollectionConfig } from 'payload'

import { demoFlag, seoGroup, slugField } from '@/features/content/collections/fields'
import { publishedCollection } from '@/features/content/collections/published'

export const Posts: CollectionConfig = {
  ...publishedCollection('posts', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status'],
  }),
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'publishedAt',
      label: 'Publish date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'excerpt',
      label: 'Summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'Shown in the blog list and under the title in search results.' },
    },
    {
      name: 'coverImage',
      label: 'Cover picture',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    { name: 'content', type: 'richText', required: true },
    seoGroup,
    demoFlag,
  ],
}
