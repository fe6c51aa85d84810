import { useId } from 'react'

import { Honeypot, cleanText, textOf, useLeadForm } from '@/features/leads/forms'
import { mortgageContactErrors } from '@/features/mortgage/lead/contactRules'
import type { MortgageInputs, MortgageResults } from '@/features/mortgage/math'
import { Spinner } from '@/ui/Spinner'

import { track } from './analytics'
import { BackButton } from './BackButton'
import { ContactFields } from './ContactFields'
import type { CalculatorContact } from './storage'

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
  const form = useLeadForm({
    held: [contact, onChange],
    check: mortgageContactErrors,
    // A field already showing an error is re-checked as the visitor corrects it.
    recheck: 'shown',
    endpoint: '/api/mortgage-calculator',
    body: (values) => ({
      contact: {
        name: cleanText(values.name),
        email: cleanText(values.email),
        phone: cleanText(values.phone),
        allowFollowUp: values.allowFollowUp,
      },
      inputs,
      results,
      meta: { sourceUrl: window.location.href, userAgent: navigator.userAgent.slice(0, 500) },
    }),
    attempts: MAX_ATTEMPTS,
    retryDelayMs: RETRY_DELAY_MS,
    failure: ({ reply, error }) =>
      reply
        ? (textOf(reply.data.error) ?? REFUSED)
        : (textOf(error instanceof Error ? error.message : undefined) ?? UNSENT),
    onInvalid: (found) => {
      // Nothing is sent. Focus lands on the first field to fix, whose error screen readers then
      // read out (aria-describedby).
      const first = (['name', 'email', 'phone'] as const).find((field) => found[field])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
    },
    onSent: (reply) => {
      track({ event: 'form_submitted', success: true, error: null, retry_count: reply.attempt - 1 })
      onUnlocked()
    },
    onFailed: (problem, { attempt }) => {
      console.error('Mortgage calculator submission failed:', problem)
      track({ event: 'form_submitted', success: false, error: problem, retry_count: attempt - 1 })
    },
  })
  const { sending, attempt, fieldErrors: errors } = form

  // Email is checked on blur; phone too once it has digits.
  const blur = (field: 'name' | 'email' | 'phone') => {
    if (field !== 'name' && contact[field].trim()) form.checkField(field)
  }

  const blocked = sending || Boolean(errors.email) || Boolean(errors.phone)
  return (
    <div className="mx-auto max-w-xl">
      <BackButton onBack={onBack} className="print:hidden" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl text-ink-950 focus:outline-none">
        Almost there - where should we send this?
      </h3>
      <form method="post" onSubmit={form.send} noValidate className="relative mt-6 space-y-5">
        <ContactFields
          id={id}
          contact={contact}
          errors={errors}
          onChange={form.update}
          onBlur={blur}
        />
        <Honeypot value={form.trap} onChange={form.setTrap} />
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
          {form.formError ? (
            <div role="alert" className="rounded bg-rose-50 px-4 py-3 font-medium text-rose-800">
              <p>{form.formError}</p>
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
