import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, signedIn } from '@/access'
import { dataDir } from '@/lib/server/env'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    crop: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the picture for visitors who cannot see it.' },
    },
  ],
}
