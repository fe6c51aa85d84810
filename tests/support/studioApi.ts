import type { Payload } from 'payload'

import { ORIGIN } from './routeTestbed'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Route = Record<
  Method,
  (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
>

export type StudioUser = { id: number; email: string; token: string }
export const STUDIO_PASSWORD = 'a long studio password'

/**
 * Payload's REST API as the studio reaches it: the site's own route, with its guard, signed in by
 * a user's token (or not at all). Load it inside a test bed, after the environment is set.
 */
export async function studioApi() {
  const route = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Route
  return (method: Method, path: string, as?: StudioUser, body?: unknown) => {
    const url = new URL(path, ORIGIN)
    const headers: Record<string, string> = {}
    if (as) headers.authorization = `JWT ${as.token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    return route[method](
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug }) },
    )
  }
}

/** Signs `email` in, as the studio's sign-in form does. */
export async function signIn(payload: Payload, email: string, password: string) {
  const { token, user } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token || !user) throw new Error(`${email} could not sign in`)
  return { id: user.id, email: user.email, token, role: user.role }
}

/** A studio account with `role`, signed in. */
export async function studioUser(
  payload: Payload,
  role: 'admin' | 'agent' | 'editor',
  name: string,
): Promise<StudioUser> {
  const email = `${name}.${Date.now()}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: STUDIO_PASSWORD, name, role },
  })
  return signIn(payload, email, STUDIO_PASSWORD)
}
