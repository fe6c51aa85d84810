import type { IncomingHttpHeaders } from 'node:http'

/**
 * What the app's rate limits take as the client's address: the LAST X-Forwarded-For entry. Next.js
 * keeps an X-Forwarded-For the client sent itself, so the production server decides here what
 * that last entry is:
 * - by default the socket's address, overwriting anything the client claimed;
 * - with TRUST_PROXY=1 (behind a load balancer that appends the address it saw) the header as
 *   the load balancer passed it on, or the socket's address when there is none.
 */
export function setForwardedFor(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustProxy: boolean,
): void {
  if (trustProxy && headers['x-forwarded-for']) return
  if (socketAddress) headers['x-forwarded-for'] = socketAddress
  else delete headers['x-forwarded-for']
}

export const trustsProxy = (env: Record<string, string | undefined> = process.env) =>
  env.TRUST_PROXY === '1'
