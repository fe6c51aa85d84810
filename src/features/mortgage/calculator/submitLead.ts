/**
 * The calculator's call (spec §7) with the retry policy of decisions.md: at most 3 attempts,
 * waiting 1000 ms × the attempt number before attempts 2 and 3, retrying only network errors
 * and 5xx / 429 replies, never another 4xx (the same body would be refused again).
 */
export const MAX_ATTEMPTS = 3
export const RETRY_BASE_MS = 1000

export const REFUSED = 'Unable to process your request right now.'
export const UNSENT = 'We could not send your details right now. Please try again.'

export class LeadError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message)
  }
}

const retryable = (status: number) => status >= 500 || status === 429
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function errorText(response: Response): Promise<string> {
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof data?.error === 'string' && data.error.trim() ? data.error : REFUSED
}

/** Resolves with the number of attempts it took; rejects with a LeadError to show. */
export async function submitLead(
  body: unknown,
  onAttempt: (attempt: number) => void = () => {},
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    onAttempt(attempt)
    let failure: LeadError
    try {
      const response = await fetch('/api/mortgage-calculator', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) return attempt
      failure = new LeadError(await errorText(response), attempt)
      if (!retryable(response.status)) throw failure
    } catch (error) {
      if (error instanceof LeadError) throw error
      const message = error instanceof Error && error.message ? error.message : UNSENT
      failure = new LeadError(message, attempt)
    }
    if (attempt >= MAX_ATTEMPTS) throw failure
    await wait(RETRY_BASE_MS * attempt)
  }
}
