import { ValidationError } from 'payload'
import type { core, ZodMiniType } from 'zod/mini'

import { readAtMost } from '@/lib/body'
import { sign } from '@/lib/signature'

import { HttpError } from '@/lib/httpError'
import { limitSubmissions } from '@/lib/limitSubmissions'
import { clientAddress } from '@/lib/rateLimit'
import type { LeadReply, LeadRequest } from '@/lib/siteProcesses'
import { cleanLine, HONEYPOT } from '@/features/leads/forms/rules'

export type { LeadReply, LeadRequest }

/** Lead bodies over 16 KiB are refused. */
export const MAX_BODY_BYTES = 16 * 1024

/** A refusal: its sentence, and those of the other fields refused with it (`more`), if any. */
export const replyError = (
  status: number,
  error: string,
  headers?: Record<string, string>,
  more: readonly string[] = [],
): LeadReply => ({ status, json: more.length ? { error, more } : { error }, headers })

export const replySuccess = (message: string): LeadReply => ({
  status: 200,
  json: { success: true, message },
})

/** A Next.js route's view of a Request. */
export const fromRequest = (request: Request): LeadRequest => ({
  url: request.url,
  headers: request.headers,
  body: () => readAtMost(request, MAX_BODY_BYTES),
})

/** Refuse a browser request that another site's page sent (CSRF); tools that send no Origin pass. */
function checkOrigin(request: LeadRequest) {
  const origin = request.headers.get('origin')
  if (!origin) return
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    throw new HttpError(403, 'Requests from other sites are not accepted.')
  }
  if (originHost !== host) throw new HttpError(403, 'Requests from other sites are not accepted.')
}

async function readCapped(request: LeadRequest): Promise<string> {
  const body = await request.body()
  if (!body) throw new HttpError(413, 'That request is too large.')
  return new TextDecoder().decode(body)
}

/**
 * rate limit → parse → validate, the same for every lead endpoint: JSON only, 16 KiB at most, same-site
 * browsers only, then the form's shared schema. Throws HttpError with a sentence for the visitor.
 */
export async function readLead<T>(request: LeadRequest, schema: ZodMiniType<T>) {
  await limitSubmissions(request) // first: a flood costs one counter update per request
  checkOrigin(request)
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, 'Please send the form as JSON (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = JSON.parse(await readCapped(request))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'The form data could not be read. Please try again.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The form data could not be read. Please try again.')
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    // Every field's sentence, in the form's order: a page without scripts shows them all at once.
    const [first = CHECK, ...more] = new Set(result.error.issues.map((i) => issueText(i, body)))
    throw new HttpError(400, first, undefined, more)
  }
  const data = result.data as T & { [HONEYPOT]?: string }
  return { data, isBot: Boolean(data[HONEYPOT]) }
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
}
const CHECK = 'Please check the form and try again.'

/**
 * The first thing wrong with a form's data, in a sentence that names the field: the schemas' own
 * messages are written for visitors, but a field missing or of the wrong kind (a number for a
 * name) would otherwise read "Invalid input: expected string, received number".
 */
function issueText(issue: core.$ZodIssue | undefined, body: object): string {
  if (!issue) return CHECK
  if (issue.code === 'unrecognized_keys') return `Unexpected field: ${issue.keys.join(', ')}.`
  const field = issue.path.join('.')
  // A schema's own sentence stands; only zod's default one is rewritten.
  if (issue.code !== 'invalid_type' || !field || !/^Invalid input/.test(issue.message))
    return issue.message
  const sent = issue.path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  )
  return sent === undefined
    ? `The form sent no "${field}". ${CHECK}`
    : `The form's "${field}" is not ${KINDS[issue.expected] ?? issue.expected}. ${CHECK}`
}

/**
 * Where the lead came from: the page that sent it and the browser, cleaned like form text, and
 * the visitor's address as an HMAC-SHA256 under the site's secret. The consent record can then
 * show that a given address sent the lead (hash it the same way and compare) without the site
 * keeping anyone's address, and nobody without the secret can recover it.
 */
export function provenance(request: Pick<LeadRequest, 'headers'>) {
  const address = clientAddress(request)
  return {
    sourceUrl: cleanLine(request.headers.get('referer')),
    userAgent: cleanLine(request.headers.get('user-agent')),
    visitorHash: address === 'unknown' ? undefined : sign('visitor-address', address),
  }
}

/** Turns anything thrown into the reply: HttpError as is, the rest as a logged 500. */
export function replyFromError(error: unknown, what: string): LeadReply {
  if (error instanceof HttpError)
    return replyError(error.status, error.message, error.headers, error.more)
  // The forms' rules should have caught it; if the database's own checks still refuse a value,
  // that is the visitor's input (a 400 they can fix), not a server failure. Nothing was stored.
  if (error instanceof ValidationError) {
    console.warn(`${what} refused by the database checks`, error.data?.errors)
    return replyError(400, 'Please check the form and try again.')
  }
  console.error(`${what} failed`, error)
  return replyError(500, 'Something went wrong on our side. Please try again in a moment.')
}
