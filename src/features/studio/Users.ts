import type { CollectionConfig } from 'payload'

import { signedIn } from '@/features/studio/access'
import { siteUrl } from '@/lib/env'

import { passwordResetEmail } from './passwordReset'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Studio user', plural: 'Studio users' },
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    // No per-account lock: a stranger's wrong passwords would lock the agent out. Failed sign-ins
    // are limited per client address instead (./apiGuard.ts).
    maxLoginAttempts: 0,
    // Behind HTTPS the session cookie is never sent over plain HTTP.
    cookies: { secure: siteUrl().startsWith('https://'), sameSite: 'Lax' },
    forgotPassword: passwordResetEmail,
  },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  fields: [{ name: 'name', type: 'text' }],
}
