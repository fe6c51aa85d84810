import type { Access, FieldAccess } from 'payload'

/**
 * What a studio user may do, from most to least: the admin runs the site (studio users, site
 * settings, the listing feed) as well as everything below; the agent works the content and the
 * leads; the editor writes content only and never sees a lead.
 */
export const ROLES = ['admin', 'agent', 'editor'] as const
export type Role = (typeof ROLES)[number]

type SignedInUser = { id?: unknown; role?: unknown } | null | undefined

export const roleOf = (user: SignedInUser): Role | undefined =>
  ROLES.find((role) => role === user?.role)

/** Studio users and site configuration. */
export const isAdmin = (user: SignedInUser) => roleOf(user) === 'admin'

/** Lead data: the admin and the agent, never the editor. */
export const seesLeads = (user: SignedInUser) => {
  const role = roleOf(user)
  return role === 'admin' || role === 'agent'
}

/** Anyone, signed in or not. Only for content the public site shows. */
export const anyone: Access = () => true

/** A signed-in studio user, whatever the role: content. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Signed-in users read drafts too; visitors read only what is published. */
export const publishedOrSignedIn: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** No one through Payload's APIs; only the site's own endpoints (local API) write these. */
export const nobody: Access = () => false

/** The admin alone. */
export const adminOnly: Access = ({ req }) => isAdmin(req.user)

/** The same rule for a single field (the role itself). */
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)

/** Whoever sees leads: the admin and the agent. */
export const leadTeam: Access = ({ req }) => seesLeads(req.user)

/** The admin: every studio user; anyone else: their own account only. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** The answer to an editor who asks for lead data. */
export const LEADS_NOT_FOR_ROLE =
  'Leads are for the admin and the agent: your studio role does not show them.'

/** For `admin.hidden`: out of the studio's navigation and routes for those who may not use it. */
export const hiddenUnlessAdmin = ({ user }: { user: SignedInUser }) => !isAdmin(user)
export const hiddenUnlessLeadTeam = ({ user }: { user: SignedInUser }) => !seesLeads(user)
