import { HONEYPOT } from '@/features/leads/forms/rules'

/** A lead endpoint's answer: its JSON read leniently (an unparsable body counts as empty). */
export type LeadReply = {
  ok: boolean
  status: number
  data: Record<string, unknown>
  attempt: number
}

/** A network failure on the last attempt, with the attempt it happened on. */
export class LeadNetworkError extends Error {
  constructor(
    message: string,
    readonly attempt: number,
  ) {
    super(message)
  }
}

const retryable = (status: number) => status >= 500 || status === 429
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Posts a lead form as JSON, the honeypot included only when a bot filled it. With `attempts`
 * above 1 it tries again after network errors and 5xx / 429 answers, waiting `retryDelayMs` ×
 * the attempt number, never after another 4xx (the same body would be refused again).
 */
export async function postLead(
  path: string,
  body: Record<string, unknown>,
  {
    honeypot = '',
    attempts = 1,
    retryDelayMs = 1000,
    onAttempt = () => {},
  }: {
    honeypot?: string
    attempts?: number
    retryDelayMs?: number
    onAttempt?: (attempt: number) => void
  } = {},
): Promise<LeadReply> {
  const json = JSON.stringify(honeypot ? { ...body, [HONEYPOT]: honeypot } : body)
  for (let attempt = 1; ; attempt++) {
    onAttempt(attempt)
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: json,
      })
      const data = (await response.json().catch(() => null)) as Record<string, unknown> | null
      const reply = { ok: response.ok, status: response.status, data: data ?? {}, attempt }
      if (response.ok || !retryable(response.status) || attempt >= attempts) return reply
    } catch (error) {
      if (attempt >= attempts) {
        const message = error instanceof Error ? error.message : ''
        throw new LeadNetworkError(message, attempt)
      }
    }
    await wait(retryDelayMs * attempt)
  }
}

/** A string worth showing, or undefined. */
export const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined
