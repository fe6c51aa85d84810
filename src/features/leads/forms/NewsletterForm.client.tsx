'use client'

import { useId } from 'react'

import { Honeypot } from './Honeypot'
import { textOf } from './postLead'
import { useLeadForm } from './useLeadForm'

const FAILED = "We couldn't process your subscription. Please try again."
const THREW = 'Something went wrong. Please try again in a moment.'
const THANKS = 'Thank you for subscribing! Your first newsletter will arrive soon.'

/**
 * One email field. The server's sentence is shown, in green for 5 seconds on success, in rose
 * until the next attempt on failure; a new attempt clears the old message.
 */
export function NewsletterForm() {
  const form = useLeadForm({
    empty: { email: '' },
    endpoint: '/api/newsletter',
    thanks: (reply) => textOf(reply.data.message) ?? THANKS,
    failure: ({ reply }) =>
      reply ? (textOf(reply.data.error) ?? textOf(reply.data.message) ?? FAILED) : THREW,
    newRequestHidesThanks: true,
    name: 'Newsletter sign-up',
  })
  const id = useId()

  return (
    <form
      method="post"
      action="/forms/newsletter"
      onSubmit={form.send}
      className="relative w-full max-w-xl"
    >
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
            value={form.values.email}
            onChange={(event) => form.change('email', event.target.value)}
            className="min-h-12 w-full rounded border border-white/40 bg-white px-4 text-ink-950 placeholder:text-ink-600"
          />
        </div>
        <button
          type="submit"
          // Marked, not made, disabled: focus stays on it (useLeadForm refuses a second send).
          aria-disabled={form.sending}
          className="min-h-12 rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {form.sending ? 'Submitting...' : 'Subscribe'}
        </button>
      </div>
      <Honeypot value={form.trap} onChange={form.setTrap} />
      <div aria-live="polite" className="min-h-7">
        {form.thanks ? (
          <p className="mt-3 rounded bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            {form.thanks}
          </p>
        ) : null}
        {form.formError ? (
          <p
            role="alert"
            className="mt-3 rounded bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
          >
            {form.formError}
          </p>
        ) : null}
      </div>
    </form>
  )
}
