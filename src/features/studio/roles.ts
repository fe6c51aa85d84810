import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Field,
  type PayloadRequest,
  type Where,
} from 'payload'

import { adminOnlyField, ROLES, type Role } from '@/lib/access'

const LABELS: Record<Role, string> = {
  admin: 'Admin: everything, with studio users and site settings',
  agent: 'Agent: content and leads',
  editor: 'Editor: content only, no leads',
}

/**
 * A studio user's role. Only an admin sets it (on someone else, or on themselves); for anyone
 * else Payload drops it from what they send, so nobody raises their own. A new user is an editor
 * unless the admin picks otherwise. Access checks read it from the user Payload loads for each
 * request, so a changed role counts from the next request on.
 */
export const roleField: Field = {
  name: 'role',
  type: 'select',
  required: true,
  defaultValue: 'editor' satisfies Role,
  saveToJWT: true,
  options: ROLES.map((value) => ({ value, label: LABELS[value] })),
  access: { create: adminOnlyField, update: adminOnlyField },
  admin: { position: 'sidebar' },
}

/** The very first account (the studio's "create first user", or the seed) runs the site. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

export const LAST_ADMIN =
  'The studio needs at least one admin: make another user admin before you remove or change this one.'

const ADMIN: Where = { role: { equals: 'admin' } }

async function admins(req: PayloadRequest, where?: Where) {
  const scope = where ? { and: [where, ADMIN] } : ADMIN
  return (await req.payload.count({ collection: 'users', where: scope, req, overrideAccess: true }))
    .totalDocs
}

/**
 * Refuses a delete, or a change of role, that would leave no admin: counted for the whole
 * operation at once, so a bulk delete of every admin is refused as one.
 */
export const keepAnAdmin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'delete' && operation !== 'update') return args
  const { id, where, data } = args as { id?: number | string; where?: Where; data?: unknown }
  const newRole = (data as { role?: unknown } | undefined)?.role
  if (operation === 'update' && (newRole === undefined || newRole === 'admin')) return args
  const target: Where | undefined = id !== undefined ? { id: { equals: id } } : where
  if (!target) return args
  const hit = await admins(req, target)
  if (hit > 0 && hit >= (await admins(req))) throw new APIError(LAST_ADMIN, 400, null, true)
  return args
}
