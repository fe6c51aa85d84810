import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn, signedIn } from '@/lib/access'
import { demoFlag, seoGroup, slugField } from '@/features/content/collections/fields'
import { draftsWithAutosave } from '@/features/content/collections/drafts'

import { livePreview, previewUrl } from '@/features/content/publish/livePreview'
import { revalidateCollection } from '@/features/content/publish/revalidate'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status'],
    preview: previewUrl('posts'),
    livePreview: livePreview('posts'),
  },
  defaultSort: '-publishedAt',
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  versions: draftsWithAutosave,
  hooks: revalidateCollection('posts'),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText', required: true },
    seoGroup,
    demoFlag,
  ],
}
