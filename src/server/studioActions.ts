import type http from 'node:http'

import { siteProcesses } from '../lib/siteProcesses.js'

import { canonicalPath, targetPath } from './canonicalPath.js'
import type { Refusal } from './refusals.js'

/*
 * The studio's server actions (a POST with a `Next-Action` header) are the only ones the site
 * has, and only a signed-in studio user's pages call them. Next.js decodes an action's body
 * before the action can check anything, and answers 500 to a body it cannot read, to a call from
 * another site and to a caller with no account: those requests are refused here first, with a
 * status and a sentence. The one page that calls an action before anyone has signed in is the
 * studio's first-user form (shown only while the site has no studio user).
 */

const STUDIO = '/studio'
const FIRST_USER = '/studio/create-first-user'

/** Whether a request asks for a server action (Next.js reads the header in any case). */
export const isActionRequest = (request: http.IncomingMessage): boolean =>
  request.method === 'POST' && request.headers['next-action'] !== undefined

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Why an action request is refused, or null for Next.js to run it. `signedIn` tells whether the
 * request carries a studio session (the site registers it once Payload is up; until then, nobody
 * is signed in).
 */
export async function actionRefusal(
  request: Pick<http.IncomingMessage, 'url' | 'headers'>,
  signedIn: ((headers: Headers) => Promise<boolean>) | undefined,
): Promise<Refusal | null> {
  const path = canonicalPath(targetPath(request.url ?? '/'))
  if (path !== STUDIO && !path.startsWith(`${STUDIO}/`))
    return { status: 404, message: 'Nothing at this address takes that request.' }
  // As Next.js itself compares them: the page's origin against the host the request was sent to
  // (a proxy's first forwarded host, or the Host header).
  const origin = first(request.headers.origin)
  const hosts = [
    first(request.headers['x-forwarded-host'])?.split(',')[0]?.trim(),
    first(request.headers.host),
  ].map((host) => host?.toLowerCase())
  if (origin !== undefined && !hosts.includes(hostOf(origin) ?? ''))
    return { status: 403, message: "That request did not come from this site's studio." }
  if (path === FIRST_USER) return null
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  if (!signedIn || !(await signedIn(headers).catch(() => false)))
    return {
      status: 401,
      message: 'Sign in to the studio first (a session ends after a while): reload the page.',
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

/** The gate as the server uses it: the session check the site registered when it started. */
export const studioActionRefusal = (request: http.IncomingMessage) =>
  actionRefusal(request, siteProcesses().studioSignedIn)
