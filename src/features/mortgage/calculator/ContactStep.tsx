import { useId, useRef, useState, type FormEvent } from 'react'

import {
  MORTGAGE_CONTACT_RULES,
  cleanText,
  mortgageContactErrors,
  type MortgageContactField,
} from '@/features/mortgage/lead/contactRules'
import type { MortgageInputs, MortgageResults } from '@/features/mortgage/math'

import { BackButton } from './BackButton'
import { track } from './analytics'
import { ContactFields } from './ContactFields'
import { Honeypot } from '@/features/leads/forms/Honeypot'
import { Spinner } from '@/ui/Spinner'
import type { CalculatorContact } from './storage'
import { LeadError, MAX_ATTEMPTS, submitLead, UNSENT } from './submitLead'

type Errors = Partial<Record<MortgageContactField, string>>

/** Spec §2 step 2: contact details, then the call with retries; results unlock on success. */
export function ContactStep({
  contact,
  onChange,
  inputs,
  results,
  onBack,
  onUnlocked,
  headingRef,
}: {
  contact: CalculatorContact
  onChange: (next: CalculatorContact) => void
  inputs: MortgageInputs
  results: MortgageResults
  onBack: () => void
  onUnlocked: () => void
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [trap, setTrap] = useState('')
  const [sending, setSending] = useState(false)
  const [attempt, setAttempt] = useState(1)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = useRef(false)

  const check = (field: MortgageContactField, values = contact) =>
    setErrors((now) => ({ ...now, [field]: MORTGAGE_CONTACT_RULES[field](values[field]) }))

  const change = (next: CalculatorContact) => {
    onChange(next)
    // A field already showing an error is re-checked as the visitor corrects it.
    for (const field of ['name', 'email', 'phone'] as const) {
      if (errors[field] && next[field] !== contact[field]) check(field, next)
    }
  }

  // Email is checked on blur; phone too once it has digits (spec §5).
  const blur = (field: MortgageContactField) => {
    if (field !== 'name' && contact[field].trim()) check(field)
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const found = mortgageContactErrors(contact)
    setErrors(found)
    const first = (['name', 'email', 'phone'] as const).find((field) => found[field])
    if (first) {
      // The local check failed: nothing is sent. Focus lands on the first field to fix, whose
      // error screen readers then read out (aria-describedby).
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    busy.current = true
    setSending(true)
    setFailure(null)
    const body = {
      contact: {
        name: cleanText(contact.name),
        email: cleanText(contact.email),
        phone: cleanText(contact.phone),
        allowFollowUp: contact.allowFollowUp,
      },
      inputs,
      results,
      meta: { sourceUrl: window.location.href, userAgent: navigator.userAgent.slice(0, 500) },
      ...(trap ? { website: trap } : {}),
    }
    try {
      const attempts = await submitLead(body, setAttempt)
      track({ event: 'form_submitted', success: true, error: null, retry_count: attempts - 1 })
      onUnlocked()
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : UNSENT
      const attempts = error instanceof LeadError ? error.attempts : 1
      console.error('Mortgage calculator submission failed', error)
      track({ event: 'form_submitted', success: false, error: message, retry_count: attempts - 1 })
      setFailure(message)
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  const blocked = sending || Boolean(errors.email) || Boolean(errors.phone)
  return (
    <div className="mx-auto max-w-xl">
      <BackButton onBack={onBack} className="print:hidden" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl text-ink-950 focus:outline-none">
        Almost there - where should we send this?
      </h3>
      <form onSubmit={send} noValidate className="relative mt-6 space-y-5">
        <ContactFields id={id} contact={contact} errors={errors} onChange={change} onBlur={blur} />
        <Honeypot value={trap} onChange={setTrap} />
        <button
          type="submit"
          disabled={blocked}
          className="inline-flex min-h-12 w-full items-center justify-center gap-3 rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? <Spinner /> : null}
          {sending ? 'Preparing your estimate...' : 'Show my payment'}
        </button>
        <div aria-live="polite" className="space-y-2">
          {sending && attempt > 1 ? (
            <p className="text-sm text-ink-700">
              Retry attempt {attempt} of {MAX_ATTEMPTS}
            </p>
          ) : null}
          {failure ? (
            <div role="alert" className="rounded bg-rose-50 px-4 py-3 font-medium text-rose-800">
              <p>{failure}</p>
              {attempt > 1 ? (
                <p className="mt-1 text-sm">
                  Retry attempt {attempt} of {MAX_ATTEMPTS}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
    </div>
  )
}
