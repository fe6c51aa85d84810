import type { CollectionConfig } from 'payload'

import { anyone, signedIn } from '@/lib/access'
import { demoFlag } from '@/features/content/collections/fields'

import { revalidateCollection } from '@/features/content/publish/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    group: 'Content',
    useAsTitle: 'author',
    defaultColumns: ['author', 'location', 'order'],
  },
  defaultSort: 'order',
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  hooks: revalidateCollection('testimonials'),
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'author', type: 'text', required: true },
    {
      name: 'location',
      type: 'text',
      required: true,
      defaultValue: 'New Jersey',
      admin: { description: 'Shown under the name, e.g. "Sparta, NJ".' },
    },
    { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers show first.' },
    },
    demoFlag,
  ],
}
