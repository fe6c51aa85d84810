import type http from 'node:http'

import { siteProcesses } from '../lib/siteProcesses.js'

import { canonicalPath, targetPath } from '../lib/canonicalPath.js'
import type { Refusal } from './refusals.js'

/*
 * The studio's server actions are the only ones the site has, and only a signed-in studio user's
 * pages call them. Next.js decodes an action's body before the action can check anything, and
 * answers 500 to a body it cannot read, to a call from another site and to a caller with no
 * account: those requests are refused here first, with a status and a sentence. The one page
 * that calls an action before anyone has signed in is the studio's first-user form, open only
 * while the site has no studio user. A signed-in user's malformed call still reaches Next.js.
 *
 * The sentence goes out as bare `text/plain`, the one type Next.js's client shows as the error.
 */

const STUDIO = '/studio'
const FIRST_USER = '/studio/create-first-user'

/**
 * Whether Next.js would read a request as a server action: a POST with a `Next-Action` header
 * anywhere, or, to the studio, a form's POST (an action may be named in its fields). Elsewhere a
 * form's POST is a page's (a lead form sent without JavaScript).
 */
export function isActionRequest(request: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>) {
  if (request.method !== 'POST') return false
  if (request.headers['next-action'] !== undefined) return true
  const type = first(request.headers['content-type'])?.toLowerCase() ?? ''
  return (
    inStudio(canonicalPath(targetPath(request.url ?? '/'))) &&
    (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded'))
  )
}

const inStudio = (path: string) => path === STUDIO || path.startsWith(`${STUDIO}/`)
const PLAIN = { 'content-type': 'text/plain' }

/** What the gate asks the site: whether a request carries a studio session, whether anyone could. */
export type StudioChecks = {
  signedIn?: (headers: Headers) => Promise<boolean>
  hasUsers?: () => Promise<boolean>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Why an action request is refused, or null for Next.js to run it. The checks are the site's
 * (registered once Payload is up; until then, nobody is signed in and the first-user form is shut).
 */
export async function actionRefusal(
  request: Pick<http.IncomingMessage, 'url' | 'headers'>,
  { signedIn, hasUsers }: StudioChecks,
): Promise<Refusal | null> {
  const path = canonicalPath(targetPath(request.url ?? '/'))
  if (!inStudio(path))
    return { status: 404, message: 'Nothing at this address takes that request.', headers: PLAIN }
  // As Next.js itself compares them: the page's origin against the host the request was sent to
  // (a proxy's first forwarded host, or the Host header).
  const origin = first(request.headers.origin)
  const hosts = [
    first(request.headers['x-forwarded-host'])?.split(',')[0]?.trim(),
    first(request.headers.host),
  ].map((host) => host?.toLowerCase())
  if (origin !== undefined && !hosts.includes(hostOf(origin) ?? ''))
    return {
      status: 403,
      message: "That request did not come from this site's studio.",
      headers: PLAIN,
    }
  if (path === FIRST_USER && hasUsers && !(await hasUsers().catch(() => true))) return null
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  if (!signedIn || !(await signedIn(headers).catch(() => false)))
    return {
      status: 401,
      message: 'Sign in to the studio first (a session ends after a while): reload the page.',
      headers: PLAIN,
    }
  return null
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/** The gate as the server uses it: the checks the site registered when it started. */
export const studioActionRefusal = (request: http.IncomingMessage) => {
  const { studioSignedIn, studioHasUsers } = siteProcesses()
  return actionRefusal(request, { signedIn: studioSignedIn, hasUsers: studioHasUsers })
}
