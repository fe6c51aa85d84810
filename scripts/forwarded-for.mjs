/**
 * What the app's lead endpoints take as the client's address: the LAST X-Forwarded-For entry
 * (src/lib/leads/rateLimit.ts). `next start` keeps an X-Forwarded-For the client sent itself, so
 * the production server decides here what that last entry is:
 * - by default the socket's address, overwriting anything the client claimed;
 * - with TRUST_PROXY=1 (behind a load balancer that appends the address it saw) the header as
 *   the load balancer passed it on, or the socket's address when there is none.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string | undefined} socketAddress
 * @param {boolean} trustProxy
 */
export function setForwardedFor(headers, socketAddress, trustProxy) {
  const claimed = headers['x-forwarded-for']
  if (trustProxy && claimed) return
  if (socketAddress) headers['x-forwarded-for'] = socketAddress
  else delete headers['x-forwarded-for']
}

/** @param {Record<string, string | undefined>} env */
export const trustsProxy = (env = process.env) => env.TRUST_PROXY === '1'
