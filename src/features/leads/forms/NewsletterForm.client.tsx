'use client'

import { useId, useState, type FormEvent } from 'react'

import { Honeypot } from './Honeypot'
import { postLead, textOf } from './postLead'
import { useLeadForm } from './useLeadForm'

const FAILED = "We couldn't process your subscription. Please try again."
const THREW = 'Something went wrong. Please try again in a moment.'
const THANKS = 'Thank you for subscribing! Your first newsletter will arrive soon.'

/**
 * One email field. The server's sentence is shown, in green for 5 seconds on success, in rose
 * until the next attempt on failure; a new attempt clears the old message.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [trap, setTrap] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { sending, submit, success, showSuccess } = useLeadForm()
  const id = useId()

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit(async () => {
      setError(null)
      showSuccess(null)
      try {
        const { ok, data } = await postLead('/api/newsletter', { email }, { honeypot: trap })
        if (!ok || data.success !== true) {
          setError(textOf(data.error) ?? textOf(data.message) ?? FAILED)
          return
        }
        setEmail('')
        showSuccess(textOf(data.message) ?? THANKS)
      } catch (failure) {
        console.error('Newsletter sign-up failed', failure)
        setError(THREW)
      }
    })
  }

  return (
    <form onSubmit={subscribe} className="relative w-full max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold text-white">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-h-12 w-full rounded border border-white/40 bg-white px-4 text-ink-950 placeholder:text-ink-600"
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="min-h-12 rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? 'Submitting...' : 'Subscribe'}
        </button>
      </div>
      <Honeypot value={trap} onChange={setTrap} />
      <div aria-live="polite" className="min-h-7">
        {success ? (
          <p className="mt-3 rounded bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            {success}
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="mt-3 rounded bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
          >
            {error}
          </p>
        ) : null}
      </div>
    </form>
  )
}
