import type { ReactNode } from 'react'

import { Honeypot } from './Honeypot'

/**
 * The end of a compact lead form (a listing's sidebar, the saved homes): the follow-up consent
 * with its exact wording, the honeypot, the send button, an optional note, and the outcome said
 * to screen readers as it appears.
 */
export function FollowUpAndSend({
  consentText,
  allowFollowUp,
  onFollowUp,
  trap,
  onTrap,
  sending,
  label,
  note,
  success,
  failure,
}: {
  consentText: string
  allowFollowUp: boolean
  onFollowUp: (allow: boolean) => void
  trap: string
  onTrap: (value: string) => void
  sending: boolean
  /** The button's words while not sending. */
  label: string
  note?: ReactNode
  success: string | null
  failure: string | null
}) {
  return (
    <>
      <label className="flex gap-3 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={allowFollowUp}
          onChange={(e) => onFollowUp(e.target.checked)}
          className="mt-0.5 size-6 shrink-0"
        />
        <span>{consentText}</span>
      </label>
      <Honeypot value={trap} onChange={onTrap} />
      <button
        type="submit"
        disabled={sending}
        className="min-h-12 w-full rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? 'Sending...' : label}
      </button>
      {note}
      <FormOutcome success={success} failure={failure} />
    </>
  )
}

/** What became of a sending: the thanks or the failure, said to screen readers as it appears. */
export function FormOutcome({
  success,
  failure,
}: {
  success: string | null
  failure: string | null
}) {
  return (
    <div aria-live="polite">
      {success ? (
        <p className="rounded bg-emerald-50 px-4 py-3 font-medium text-emerald-800">{success}</p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded bg-rose-50 px-4 py-3 font-medium text-rose-800">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
