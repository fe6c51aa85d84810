import type { IncomingHttpHeaders } from 'node:http'
import net from 'node:net'

/**
 * What the app's rate limits take as the client's address: the LAST X-Forwarded-For entry. Next.js
 * keeps an X-Forwarded-For the client sent itself, so the production server decides here what
 * the header holds, one address:
 * - by default the socket's address, overwriting anything the client claimed;
 * - with TRUST_PROXY=n (n proxies in front, each appending the address it saw, like Express's
 *   `trust proxy`) the entry n from the end: with one load balancer the last entry, the one it
 *   added; with two, the second to last. Entries before those are whatever the client wrote. When
 *   that entry is missing (fewer entries than proxies) or is not an IP address, the socket's
 *   address instead: a client can then share its proxy's allowance, never choose its own.
 */
export function setForwardedFor(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  proxies: number,
): void {
  const address = (proxies > 0 && forwardedBy(headers['x-forwarded-for'], proxies)) || socketAddress
  if (address) headers['x-forwarded-for'] = address
  else delete headers['x-forwarded-for']
}

/** The entry `proxies` from the end of the header, when it is an IP address. */
function forwardedBy(header: string | string[] | undefined, proxies: number): string | undefined {
  if (!header) return undefined
  const entries = [header].flat().join(',').split(',')
  const entry = entries[entries.length - proxies]?.trim()
  return entry && net.isIP(entry) ? entry : undefined
}

/**
 * How many proxies stand in front of the server: TRUST_PROXY as a whole number, 0 when unset.
 * Anything else ("true", "yes") is 0 as well, and `invalidTrustProxy` says so at start.
 */
export function trustedProxies(env: Env = process.env): number {
  const value = setting(env)
  return PROXY_COUNT.test(value) ? Number(value) : 0
}

export const invalidTrustProxy = (env: Env = process.env) => {
  const value = setting(env)
  return value !== '' && !PROXY_COUNT.test(value)
}

// src/server is compiled apart (NodeNext), where lib/env's imports do not resolve: read here.
type Env = Record<string, string | undefined>
const PROXY_COUNT = /^\d{1,2}$/
const setting = (env: Env) => env.TRUST_PROXY?.trim() ?? ''
