import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react'

import {
  initialLeadFormState,
  leadFormReducer,
  sendLead,
  serverSentenceOr,
  type FieldErrors,
  type LeadFailure,
  type SendLeadOptions,
} from './leadFormState'
import type { LeadReply } from './postLead'

/** How long a form's thanks stays before it hides itself. */
export const SUCCESS_SHOWS_MS = 5000

/** A form's values: its text fields, and whatever else it keeps (a checkbox, say). */
type Values = object

export type LeadFormOptions<V extends Values, F extends Extract<keyof V, string>> = Pick<
  SendLeadOptions,
  'endpoint' | 'attempts' | 'retryDelayMs' | 'name'
> & {
  /** The request's JSON, built when the visitor sends; the values themselves by default. */
  body?: (values: V) => Record<string, unknown>
  /** The rules: each field's problem, checked on send (nothing is sent while one has any). */
  check?: (values: V) => FieldErrors<F>
  /**
   * After a send, `all` checks every field again on each change until the form is sent; `shown`
   * (with `checkField` on blur) checks again only a field that shows an error, as it changes.
   */
  recheck?: 'all' | 'shown'
  /** The thanks, shown for 5 seconds; none when the form moves on by itself (`onSent`). */
  thanks?: SendLeadOptions['thanks']
  /** A sentence: the server's own for a refusal that has one, else this; or a function. */
  failure: string | ((failure: LeadFailure) => string)
  /**
   * A form that shows one message at a time: a new request, or one refused for what it lacks,
   * hides the thanks still showing.
   */
  newRequestHidesThanks?: boolean
  /** Called once the errors show; by default focus goes to the first field marked invalid. */
  onInvalid?: (fieldErrors: FieldErrors<F>) => void
  onSent?: (reply: LeadReply) => void
  onFailed?: (formError: string, failure: LeadFailure) => void
} & (
    | { /** The values the form starts with, and goes back to once sent. */ empty: V }
    | {
        /** Values the caller keeps (e.g. across steps); they stay as they are once sent. */
        held: [V, (next: V) => void]
      }
  )

/**
 * Every lead form's state and sending: the values, the honeypot, the rules' errors, the request
 * (a second send while one is on its way is ignored), the form's error, and the thanks that hides
 * itself after 5 seconds. The form keeps its own fields, texts and layout.
 */
export function useLeadForm<V extends Values, F extends Extract<keyof V, string>>(
  options: LeadFormOptions<V, F>,
) {
  const [own, setOwn] = useState<V>('empty' in options ? options.empty : options.held[0])
  const [values, setValues] = 'held' in options ? options.held : [own, setOwn]
  const [trap, setTrap] = useState('')
  const [state, dispatch] = useReducer(leadFormReducer<F>, undefined, initialLeadFormState<F>)
  const busy = useRef(false)
  const { check, recheck = 'all' } = options

  // Nothing was sent: once the errors show (so each field is tied to its sentence), focus goes to
  // the form's first field to fix, which a screen reader then reads with its error, or where the
  // form's own onInvalid puts it.
  const refused = useRef<{ form: HTMLFormElement | null; found: FieldErrors<F> } | null>(null)
  useLayoutEffect(() => {
    const last = refused.current
    refused.current = null
    if (!last) return
    if (options.onInvalid) options.onInvalid(last.found)
    else last.form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })

  const { thanks } = state
  useEffect(() => {
    if (thanks === null) return
    const timer = setTimeout(() => dispatch({ type: 'thanksHidden' }), SUCCESS_SHOWS_MS)
    return () => clearTimeout(timer)
  }, [thanks])

  const errorsOf = (rules: typeof check, of: V): FieldErrors<F> => (rules ? rules(of) : {})

  /** Takes the form's new values; the rules run again as `recheck` says. */
  const update = (next: V) => {
    setValues(next)
    if (recheck === 'all') {
      if (state.tried) dispatch({ type: 'checked', fieldErrors: errorsOf(check, next) })
      return
    }
    const found = errorsOf(check, next)
    const shown = Object.keys(state.fieldErrors) as F[]
    const changed = shown.filter((field) => next[field] !== values[field])
    if (changed.length === 0) return
    const fieldErrors = Object.fromEntries(changed.map((field) => [field, found[field]]))
    dispatch({ type: 'fieldsChecked', fieldErrors: fieldErrors as FieldErrors<F> })
  }

  const send = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    if (busy.current) return
    const found = errorsOf(check, values)
    if (Object.keys(found).length > 0) {
      dispatch({
        type: 'invalid',
        fieldErrors: found,
        hidesThanks: options.newRequestHidesThanks ?? false,
      })
      refused.current = { form: event?.currentTarget ?? null, found }
      return
    }
    busy.current = true
    dispatch({ type: 'submit', hidesThanks: options.newRequestHidesThanks ?? false })
    const { failure } = options
    void sendLead<F>(
      {
        endpoint: options.endpoint,
        body: options.body ? options.body(values) : (values as Record<string, unknown>),
        honeypot: trap,
        attempts: options.attempts,
        retryDelayMs: options.retryDelayMs,
        thanks: options.thanks,
        failure: typeof failure === 'string' ? serverSentenceOr(failure) : failure,
        name: options.name,
      },
      dispatch,
    )
      .then((outcome) => {
        if ('reply' in outcome) {
          if ('empty' in options) setOwn(options.empty)
          options.onSent?.(outcome.reply)
        } else {
          options.onFailed?.(outcome.formError, outcome.failure)
        }
      })
      .finally(() => {
        busy.current = false
      })
  }

  return {
    values,
    /** One field's new value. */
    change: <K extends keyof V>(field: K, value: V[K]) => update({ ...values, [field]: value }),
    update,
    /** Checks one field now (on blur, say). */
    checkField: (field: F) =>
      dispatch({
        type: 'fieldsChecked',
        fieldErrors: { [field]: errorsOf(check, values)[field] } as FieldErrors<F>,
      }),
    /** Checks again under other rules (another kind of request), once the visitor has sent. */
    recheckWith: (rules: NonNullable<typeof check>) => {
      if (state.tried) dispatch({ type: 'checked', fieldErrors: rules(values) })
    },
    trap,
    setTrap,
    send,
    status: state.status,
    sending: state.status === 'submitting',
    fieldErrors: state.fieldErrors,
    formError: state.formError,
    thanks: thanks?.text ?? null,
    attempt: state.attempt,
  }
}
