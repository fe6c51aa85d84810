import type { CollectionConfig } from 'payload'

import { signedIn } from '@/access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Studio user', plural: 'Studio users' },
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  fields: [{ name: 'name', type: 'text' }],
}
