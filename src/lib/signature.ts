import crypto from 'node:crypto'

import { payloadSecret } from './env'

/**
 * A signature of `value` for one purpose (a link in an email, a social card's title), keyed by
 * PAYLOAD_SECRET: only this site can make one, and there is nothing more to configure.
 */
export function sign(purpose: string, value: string, encoding: 'hex' | 'base64url' = 'hex') {
  return crypto.createHmac('sha256', payloadSecret()).update(`${purpose}:${value}`).digest(encoding)
}

/** Whether `candidate` equals the expected signature, compared in constant time. */
export function matches(expected: string, candidate: string | null | undefined): boolean {
  if (!candidate) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(candidate)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}
