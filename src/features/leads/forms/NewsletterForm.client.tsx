'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { HONEYPOT } from '@/features/leads/intake/rules'

import { Honeypot } from './Honeypot'
import { postJson, textOf } from './postJson'

/** Spec §9: the success message shows for 5 seconds. */
export const NEWSLETTER_SUCCESS_MS = 5000

const FAILED = "We couldn't process your subscription. Please try again."
const THREW = 'Something went wrong. Please try again in a moment.'
const THANKS = 'Thank you for subscribing! Your first newsletter will arrive soon.'

type Status =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' | 'error'; text: string }

export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [trap, setTrap] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const submitting = useRef(false)
  const id = useId()

  useEffect(() => {
    if (status.kind !== 'success') return
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), NEWSLETTER_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [status])

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting.current) return // a second submit while sending is ignored
    submitting.current = true
    setStatus({ kind: 'submitting' }) // a new attempt clears the old message
    try {
      const { ok, data } = await postJson('/api/newsletter', {
        email,
        ...(trap ? { [HONEYPOT]: trap } : {}),
      })
      if (!ok || data.success !== true) {
        setStatus({ kind: 'error', text: textOf(data.error) ?? textOf(data.message) ?? FAILED })
      } else {
        setEmail('')
        setStatus({ kind: 'success', text: textOf(data.message) ?? THANKS })
      }
    } catch (error) {
      console.error('Newsletter sign-up failed', error)
      setStatus({ kind: 'error', text: THREW })
    } finally {
      submitting.current = false
    }
  }

  const busy = status.kind === 'submitting'
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
          disabled={busy}
          className="min-h-12 rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Submitting...' : 'Subscribe'}
        </button>
      </div>
      <Honeypot value={trap} onChange={setTrap} />
      <div aria-live="polite" className="min-h-7">
        {status.kind === 'success' ? (
          <p className="mt-3 rounded bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            {status.text}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p
            role="alert"
            className="mt-3 rounded bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
          >
            {status.text}
          </p>
        ) : null}
      </div>
    </form>
  )
}
