import { LeadNetworkError, postLead, textOf, type LeadReply } from './postLead'

/**
 * The one set of states every lead form goes through, free of React so it can be run anywhere:
 * `idle` until the visitor sends, `submitting` while the request (and its retries) is on its way,
 * then `sent` or `failed`. Beside the status: each field's error, the form's error (a sentence
 * under the button), the thanks, and the attempt the request is on.
 */
export type LeadFormStatus = 'idle' | 'submitting' | 'sent' | 'failed'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

export type LeadFormState<F extends string> = {
  status: LeadFormStatus
  fieldErrors: FieldErrors<F>
  formError: string | null
  /** A new object for every success, so its hiding timer starts again even for the same words. */
  thanks: { text: string } | null
  /** The attempt the last request is on (1 until it is retried). */
  attempt: number
  /** Whether the visitor has pressed send since the form was last empty. */
  tried: boolean
}

export type LeadFormEvent<F extends string> =
  /** The visitor pressed send and the rules found something to fix: nothing is sent. */
  | { type: 'invalid'; fieldErrors: FieldErrors<F>; hidesThanks: boolean }
  /** The request starts; `hidesThanks` for a form that shows one message at a time. */
  | { type: 'submit'; hidesThanks: boolean }
  | { type: 'attempt'; attempt: number }
  | { type: 'sent'; thanks: string | null }
  | { type: 'failed'; formError: string }
  | { type: 'thanksHidden' }
  /** Every field checked again: these are now all the errors. */
  | { type: 'checked'; fieldErrors: FieldErrors<F> }
  /** Some fields checked again (on a change or a blur); a field left out keeps its error. */
  | { type: 'fieldsChecked'; fieldErrors: Partial<Record<F, string | undefined>> }

export function initialLeadFormState<F extends string>(): LeadFormState<F> {
  return {
    status: 'idle',
    fieldErrors: {},
    formError: null,
    thanks: null,
    attempt: 1,
    tried: false,
  }
}

export function leadFormReducer<F extends string>(
  state: LeadFormState<F>,
  event: LeadFormEvent<F>,
): LeadFormState<F> {
  switch (event.type) {
    case 'invalid':
      // A thanks still showing stays (unless the form shows one message at a time); the last
      // failure goes, as it would for a new request.
      return {
        ...state,
        status: 'idle',
        tried: true,
        fieldErrors: event.fieldErrors,
        formError: null,
        thanks: event.hidesThanks ? null : state.thanks,
      }
    case 'submit':
      return {
        ...state,
        status: 'submitting',
        tried: true,
        fieldErrors: {},
        formError: null,
        thanks: event.hidesThanks ? null : state.thanks,
      }
    case 'attempt':
      return { ...state, attempt: event.attempt }
    case 'sent':
      return {
        ...state,
        status: 'sent',
        tried: false,
        thanks: event.thanks === null ? state.thanks : { text: event.thanks },
      }
    case 'failed':
      // The fields keep what the visitor typed: only the status and the sentence change.
      return { ...state, status: 'failed', formError: event.formError }
    case 'thanksHidden':
      return { ...state, thanks: null }
    case 'checked':
      return { ...state, fieldErrors: event.fieldErrors }
    case 'fieldsChecked': {
      const fieldErrors: FieldErrors<F> = { ...state.fieldErrors }
      for (const [field, error] of Object.entries(event.fieldErrors) as [F, string | undefined][]) {
        if (error) fieldErrors[field] = error
        else delete fieldErrors[field]
      }
      return { ...state, fieldErrors }
    }
  }
}

/**
 * Why a request did not count as sent: the server's reply (a refusal, or an answer without
 * `success: true`), or the error of a request that never got an answer.
 */
export type LeadFailure =
  | { reply: LeadReply; error?: undefined; attempt: number }
  | { reply?: undefined; error: unknown; attempt: number }

/**
 * The usual sentence for a failure: the server's own words when it refused the form (4xx) and
 * gave some, else `fallback` (a 5xx or network failure says nothing worth showing).
 */
export const serverSentenceOr = (fallback: string) => (failure: LeadFailure) =>
  failure.reply && failure.reply.status < 500
    ? (textOf(failure.reply.data.error) ?? fallback)
    : fallback

export type SendLeadOptions = {
  endpoint: string
  body: Record<string, unknown>
  honeypot: string
  /** 1 sends once; more retries network errors, 5xx and 429 (see postLead). */
  attempts?: number
  retryDelayMs?: number
  thanks?: string | ((reply: LeadReply) => string)
  failure: (failure: LeadFailure) => string
  /** What the browser console calls the form when its request gets no answer. */
  name?: string
}

/**
 * One request of a lead form, told as events: each attempt, then `sent` (the server said it
 * stored the lead) or `failed` with the sentence to show. Resolves with what happened.
 */
export async function sendLead<F extends string>(
  options: SendLeadOptions,
  dispatch: (event: LeadFormEvent<F>) => void,
): Promise<{ reply: LeadReply } | { failure: LeadFailure; formError: string }> {
  let failure: LeadFailure
  try {
    const reply = await postLead(options.endpoint, options.body, {
      honeypot: options.honeypot,
      attempts: options.attempts ?? 1,
      retryDelayMs: options.retryDelayMs,
      onAttempt: (attempt) => dispatch({ type: 'attempt', attempt }),
    })
    if (reply.ok && reply.data.success === true) {
      const { thanks } = options
      dispatch({
        type: 'sent',
        thanks: typeof thanks === 'function' ? thanks(reply) : (thanks ?? null),
      })
      return { reply }
    }
    failure = { reply, attempt: reply.attempt }
  } catch (error) {
    if (options.name) console.error(`${options.name} failed`, error)
    failure = { error, attempt: error instanceof LeadNetworkError ? error.attempt : 1 }
  }
  const formError = options.failure(failure)
  dispatch({ type: 'failed', formError })
  return { failure, formError }
}
