import { executeAuthStrategies, type Payload } from 'payload'

import { hidesSegments, routedPath } from '@/lib/canonicalPath'
import { sharedLimiter } from '@/lib/limitSubmissions'
import { readAtMost } from '@/lib/body'
import { clientAddress, isLimitRefusal, sender, type LimitPolicy } from '@/lib/rateLimit'

/**
 * What Payload's REST routes let in before Payload reads a byte of the body. Visitors have no
 * business writing through Payload's API (leads come through the site's own endpoints), so:
 * - without a studio sign-in, only the sign-in and password-reset actions take a body (16 KiB
 *   at most), and the permissions maps (`/api/access`, `/api/<collection>/access/<id>`) are not
 *   described: they list every collection and field, which only the studio needs;
 * - signed in, a body is capped at 5 MB, or 100 MB for a media upload (a hero video);
 * - failed sign-ins count per client address: 10 in 15 minutes, then 429 for that address only.
 *   Payload's own per-account lock is off, so nobody can lock the agent out from elsewhere.
 * - password-reset emails: 5 an hour per address, each request answered after the same time
 *   (RESET_REPLY_MS), so the reply does not tell which emails have accounts.
 */
export const BODY_LIMITS = { anonymous: 16 * 1024, json: 5_000_000, upload: 100_000_000 }

export const SIGN_IN_LIMIT: LimitPolicy = { keyPrefix: 'sign-in', points: 10, duration: 15 * 60 }
export const PASSWORD_RESET_LIMIT: LimitPolicy = {
  keyPrefix: 'password-reset',
  points: 5,
  duration: 60 * 60,
}

const ANONYMOUS_ACTIONS = new Set(
  ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register'].map(
    (action) => `/api/users/${action}`,
  ),
)

const NOT_AN_ADDRESS = 'That is not an address of the studio.'

/** Payload's error shape, which the studio shows to the person signing in. */
export const apiError = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ errors: [{ message }] }, { status, headers })

const PERMISSIONS = /^\/api\/(?:access$|globals\/[^/]+\/access$|[^/]+\/access(?:\/|$))/

const SIGN_IN_FIRST = 'Please sign in to the studio first.'
const TOO_LARGE = 'That request is too large.'

/** Whether the request carries a valid studio session (cookie or token); no token, no query. */
async function isSignedIn(payload: Payload, request: Request): Promise<boolean> {
  const headers = request.headers
  const cookie = headers.get('cookie') ?? ''
  const carriesToken =
    /(?:^|;\s*)payload-token=/.test(cookie) ||
    /^(?:JWT|Bearer) /.test(headers.get('authorization') ?? '')
  if (!carriesToken) return false
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  return Boolean(user)
}

/**
 * The request with a body of at most `limit` bytes, or null. A declared length is checked before
 * reading (Node's parser then delivers exactly that many bytes, so the request passes as it is);
 * a body sent without one (chunked) is read up to the limit.
 */
async function capped(request: Request, limit: number): Promise<Request | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null) return Number(declared) <= limit ? request : null
  const body = await readAtMost(request, limit)
  if (!body) return null
  const { url, method, headers, signal } = request
  return new Request(url, {
    method,
    headers,
    signal,
    body: body.length ? new Uint8Array(body) : undefined,
  })
}

/**
 * Counts an address's sign-ins before checking them (so a burst sent at once is counted too); a
 * success clears the count and any answer other than a wrong password gives the point back.
 */
async function limitedSignIn(request: Request, next: () => Promise<Response>) {
  const limiter = await sharedLimiter(SIGN_IN_LIMIT)
  const key = sender(clientAddress(request))
  try {
    await limiter.consume(key)
  } catch (refusal) {
    if (!isLimitRefusal(refusal)) throw refusal
    const minutes = Math.max(1, Math.ceil(refusal.msBeforeNext / 60_000))
    return apiError(
      429,
      `Too many failed sign-ins from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}, or use "Forgot password?".`,
      { 'Retry-After': String(Math.ceil(refusal.msBeforeNext / 1000)) },
    )
  }
  const response = await next()
  if (response.ok) await limiter.delete(key)
  else if (response.status !== 401) await limiter.reward(key)
  return response
}

async function limitedPasswordReset(
  payload: Payload,
  request: Request,
  next: () => Promise<Response>,
) {
  const limiter = await sharedLimiter(PASSWORD_RESET_LIMIT)
  try {
    await limiter.consume(sender(clientAddress(request)))
  } catch (refusal) {
    if (!isLimitRefusal(refusal)) throw refusal
    return apiError(
      429,
      'Too many password-reset requests from your network. Please try again in an hour.',
      {
        'Retry-After': String(PASSWORD_RESET_LIMIT.duration),
      },
    )
  }
  return evenReply(payload, next)
}

/**
 * How long every "Forgot password?" request takes to answer. For an account, Payload stores a
 * token and hands the email to the SMTP server before it replies; for an unknown email it replies
 * at once, so the time alone told a stranger which emails have accounts.
 */
export const RESET_REPLY_MS = 1_000
/** What Payload answers a reset request it accepted, account or not. */
const RESET_ACCEPTED = JSON.stringify({ message: 'Success' })

/**
 * Payload's reset handler, answered exactly RESET_REPLY_MS after the request with a reply this
 * site builds itself. Payload's own reply carries headers of its own, which the reply given while
 * an account's email is still being sent would lack, so passing it on would tell. The reply is a
 * refusal Payload gave by then (4xx: a request without an email, whatever the account) with its
 * body, else "accepted"; an email still being handed over goes on after it. Whatever else
 * Payload meets (the SMTP server refusing or unreachable, which only an account meets, or a body
 * it could not read) is logged for the site's owner, not told.
 */
async function evenReply(payload: Payload, next: () => Promise<Response>): Promise<Response> {
  let refusal: { status: number; body: string } | undefined
  void (async () => {
    try {
      const reply = await next()
      if (reply.status >= 400 && reply.status < 500)
        refusal = { status: reply.status, body: await reply.text() }
      else if (!reply.ok) throw new Error(`Payload answered ${reply.status}: ${await reply.text()}`)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'A studio password-reset request failed' })
    }
  })()
  await new Promise((resolve) => setTimeout(resolve, RESET_REPLY_MS))
  const { status, body } = refusal ?? { status: 200, body: RESET_ACCEPTED }
  return new Response(body, { status, headers: { 'content-type': 'application/json' } })
}

/**
 * Runs `handler` (Payload's REST handler) only for a request that passes the rules above, with a
 * body no larger than its cap.
 */
export async function guardPayloadApi(
  payload: Payload,
  request: Request,
  handler: (request: Request) => Promise<Response>,
): Promise<Response> {
  // Payload matches its routes whatever their case ("/api/ACCESS") and their escapes
  // ("/api/users/%6cogin"), so the rules read the path as it routes it; a path that hides a slash
  // or a dot segment in an escape would read as another address than Payload routes: refused.
  const raw = new URL(request.url).pathname
  if (hidesSegments(raw)) return apiError(400, NOT_AN_ADDRESS)
  const pathname = routedPath(raw)
  const readsOnly = request.method === 'GET' || request.method === 'HEAD'
  if (readsOnly && !PERMISSIONS.test(pathname)) return handler(request)
  const signedIn = await isSignedIn(payload, request)
  if (readsOnly) return signedIn ? handler(request) : apiError(401, SIGN_IN_FIRST)
  if (!signedIn && !ANONYMOUS_ACTIONS.has(pathname)) return apiError(401, SIGN_IN_FIRST)
  const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
  const limit = !signedIn
    ? BODY_LIMITS.anonymous
    : multipart
      ? BODY_LIMITS.upload
      : BODY_LIMITS.json
  const read = await capped(request, limit)
  if (!read) return apiError(413, TOO_LARGE)
  const next = () => handler(read)
  if (pathname === '/api/users/login') return limitedSignIn(read, next)
  if (pathname === '/api/users/forgot-password') return limitedPasswordReset(payload, read, next)
  return next()
}
