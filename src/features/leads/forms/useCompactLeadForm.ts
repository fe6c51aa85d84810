import { useState, type FormEvent } from 'react'

import { postLead, textOf } from './postLead'
import { useLeadForm } from './useLeadForm'

/**
 * The state and sending of a compact lead form (a showing request, saved homes, a search alert):
 * text fields checked by their rules on submit and then on every change, the honeypot, a post
 * with up to three attempts, the server's refusal sentence when it gives one (else `failure`),
 * and the thanks that hides itself.
 */
export function useCompactLeadForm<F extends string>({
  empty,
  errorsOf,
  endpoint,
  body,
  thanks,
  failure: failureText,
  name,
}: {
  empty: Record<F, string>
  errorsOf: (values: Record<F, string>) => Partial<Record<F, string>>
  endpoint: string
  /** The request's other fields, beside the text fields. */
  body: () => Record<string, unknown>
  thanks: string | (() => string)
  failure: string
  /** What the browser console calls the form when sending fails. */
  name: string
}) {
  const [values, setValues] = useState(empty)
  const [trap, setTrap] = useState('')
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { sending, submit, success, showSuccess } = useLeadForm()

  const change = (field: F, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (attempted) setErrors(errorsOf(next))
  }
  /** Checks again under new rules (another kind of request), once the visitor has tried. */
  const recheck = (rules: typeof errorsOf) => {
    if (attempted) setErrors(rules(values))
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    setFailure(null)
    const found = errorsOf(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void submit(async () => {
      try {
        const reply = await postLead(
          endpoint,
          { ...body(), ...values },
          { honeypot: trap, attempts: 3 },
        )
        if (!reply.ok) {
          setFailure(reply.status < 500 ? (textOf(reply.data.error) ?? failureText) : failureText)
          return
        }
        const said = typeof thanks === 'function' ? thanks() : thanks
        setValues(empty)
        setAttempted(false)
        showSuccess(said)
      } catch (error) {
        console.error(`${name} failed`, error)
        setFailure(failureText)
      }
    })
  }

  return { values, change, errors, recheck, trap, setTrap, send, sending, success, failure }
}
