import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrSelf, hiddenUnlessAdmin } from '@/lib/access'
import { siteUrl } from '@/lib/env'

import { passwordResetEmail } from './passwordReset'
import { firstUserIsAdmin, keepAnAdmin, roleField } from './roles'
import { sameTimeForUnknownEmail } from './signInTiming'

/**
 * The studio's accounts. The admin manages them all; anyone else sees and edits only their own
 * (name, email, password; their role stays as the admin set it), through the account page.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Studio user', plural: 'Studio users' },
  admin: {
    useAsTitle: 'email',
    group: 'Settings',
    defaultColumns: ['email', 'name', 'role'],
    hidden: hiddenUnlessAdmin,
  },
  auth: {
    // No per-account lock: a stranger's wrong passwords would lock the agent out. Failed sign-ins
    // are limited per client address instead (./apiGuard.ts).
    maxLoginAttempts: 0,
    // Behind HTTPS the session cookie is never sent over plain HTTP.
    cookies: { secure: siteUrl().startsWith('https://'), sameSite: 'Lax' },
    forgotPassword: passwordResetEmail,
  },
  access: { read: adminOrSelf, create: adminOnly, update: adminOrSelf, delete: adminOnly },
  hooks: {
    beforeOperation: [keepAnAdmin, sameTimeForUnknownEmail],
    beforeChange: [firstUserIsAdmin],
  },
  fields: [{ name: 'name', type: 'text' }, roleField],
}
