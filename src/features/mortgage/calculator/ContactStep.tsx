import { useId, useState, type FormEvent } from 'react'

import { cleanText } from '@/features/leads/forms/rules'
import {
  MORTGAGE_CONTACT_RULES,
  mortgageContactErrors,
  type MortgageContactField,
} from '@/features/mortgage/lead/contactRules'
import type { MortgageInputs, MortgageResults } from '@/features/mortgage/math'

import { BackButton } from './BackButton'
import { track } from './analytics'
import { ContactFields } from './ContactFields'
import { Honeypot } from '@/features/leads/forms/Honeypot'
import { LeadNetworkError, postLead, textOf } from '@/features/leads/forms/postLead'
import { useLeadForm } from '@/features/leads/forms/useLeadForm'
import { Spinner } from '@/ui/Spinner'
import type { CalculatorContact } from './storage'

type Errors = Partial<Record<MortgageContactField, string>>

/** At most 3 attempts, 1 s × the attempt number apart; only network errors, 5xx and 429 retried. */
export const MAX_ATTEMPTS = 3
const RETRY_DELAY_MS = 1000
const REFUSED = 'Unable to process your request right now.'
const UNSENT = 'We could not send your details right now. Please try again.'

/** Step 2: contact details, then the call with retries; results unlock on success. */
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
  const [attempt, setAttempt] = useState(1)
  const [failure, setFailure] = useState<string | null>(null)
  const { sending, submit } = useLeadForm()

  const check = (field: MortgageContactField, values = contact) =>
    setErrors((now) => ({ ...now, [field]: MORTGAGE_CONTACT_RULES[field](values[field]) }))

  const change = (next: CalculatorContact) => {
    onChange(next)
    // A field already showing an error is re-checked as the visitor corrects it.
    for (const field of ['name', 'email', 'phone'] as const) {
      if (errors[field] && next[field] !== contact[field]) check(field, next)
    }
  }

  // Email is checked on blur; phone too once it has digits.
  const blur = (field: MortgageContactField) => {
    if (field !== 'name' && contact[field].trim()) check(field)
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const found = mortgageContactErrors(contact)
    setErrors(found)
    const first = (['name', 'email', 'phone'] as const).find((field) => found[field])
    if (first) {
      // The local check failed: nothing is sent. Focus lands on the first field to fix, whose
      // error screen readers then read out (aria-describedby).
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
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
    }
    void submit(async () => {
      setFailure(null)
      let problem: string
      let attempts: number
      try {
        const reply = await postLead('/api/mortgage-calculator', body, {
          honeypot: trap,
          attempts: MAX_ATTEMPTS,
          retryDelayMs: RETRY_DELAY_MS,
          onAttempt: setAttempt,
        })
        attempts = reply.attempt
        if (reply.ok) {
          track({ event: 'form_submitted', success: true, error: null, retry_count: attempts - 1 })
          onUnlocked()
          return
        }
        problem = textOf(reply.data.error) ?? REFUSED
      } catch (error) {
        problem = textOf(error instanceof Error ? error.message : undefined) ?? UNSENT
        attempts = error instanceof LeadNetworkError ? error.attempt : 1
      }
      console.error('Mortgage calculator submission failed:', problem)
      track({ event: 'form_submitted', success: false, error: problem, retry_count: attempts - 1 })
      setFailure(problem)
    })
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
