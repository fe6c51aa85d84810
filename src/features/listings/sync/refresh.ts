import { localOrigin } from '@/lib/localOrigin'
import { sign } from '@/lib/signature'

/** The proof a refresh request comes from this site's own sync (keyed by PAYLOAD_SECRET). */
export const refreshToken = () => sign('listings-refresh', 'v1')

/**
 * Asks the running site to expire its cached listing pages after a sync. The sync runs in a
 * process of its own, whose cache is not the site's. Best effort: cached listing reads expire by
 * themselves within minutes anyway.
 */
export async function refreshSite(): Promise<boolean> {
  try {
    const reply = await fetch(`${localOrigin()}/api/listings/refresh`, {
      method: 'POST',
      headers: { 'x-refresh-token': refreshToken() },
      signal: AbortSignal.timeout(5000),
    })
    return reply.ok
  } catch {
    return false
  }
}
