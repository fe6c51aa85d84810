import type { HandoffRequest } from './requests'

/** A receiver that stays silent this long has failed this attempt (it is tried again later). */
const TIMEOUT_MS = 15_000

/**
 * The receiver refused the lead itself (a 4xx other than 429: a wrong key, a field it rejects).
 * Sending it again would meet the same answer, so it is not retried; the reason shows on the lead.
 */
export class HandoffRefused extends Error {}

/** What the receiver said, short enough for the lead's sidebar. */
async function reasonOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim()
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
  return text ? `${status}: ${text.slice(0, 300)}` : status
}

/**
 * POSTs one hand-off. Resolves with the receiver's status line on a 2xx; throws HandoffRefused
 * on a 4xx other than 429, and a plain Error (retried by the queue) on a 429, a 5xx, a redirect,
 * a timeout or a network failure.
 */
export async function postHandoff(request: HandoffRequest): Promise<string> {
  let response: Response
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual', // a POST must not turn into someone else's GET
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    // What went wrong, never the address (a webhook's address is itself a secret).
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const what = (error as Error).name === 'TimeoutError' ? 'no answer in 15 s' : cause
    throw new Error(`The receiver could not be reached${what ? ` (${what})` : ''}.`)
  }
  if (response.ok) {
    await response.body?.cancel()
    return `HTTP ${response.status}`
  }
  const reason = await reasonOf(response)
  if (refuses(response.status)) throw new HandoffRefused(reason)
  throw new Error(reason)
}

/**
 * The receiver said no to this lead: a 4xx other than a timeout (408) or "too many" (429), or a
 * redirect (the address has moved: someone must change the setting).
 */
const refuses = (status: number) =>
  (status >= 400 && status < 500 && status !== 408 && status !== 429) ||
  (status >= 300 && status < 400)
