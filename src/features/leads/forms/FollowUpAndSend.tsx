import type { ReactNode } from 'react'

import { Honeypot } from './Honeypot'
import { NoScriptNote } from './NoScriptNote'

/** What the end of a lead form shows of its sending (see useLeadForm). */
export type LeadFormSending = {
  trap: string
  setTrap: (value: string) => void
  sending: boolean
  thanks: string | null
  formError: string | null
}

/**
 * The end of a compact lead form (a listing's sidebar, the saved homes): the follow-up consent
 * with its exact wording, then the send button and the outcome.
 */
export function FollowUpAndSend({
  consentText,
  allowFollowUp,
  onFollowUp,
  ...send
}: {
  consentText: string
  allowFollowUp: boolean
  onFollowUp: (allow: boolean) => void
} & Parameters<typeof SendAndOutcome>[0]) {
  return (
    <>
      <label className="flex gap-3 text-sm text-ink-800">
        <input
          type="checkbox"
          name="allowFollowUp"
          checked={allowFollowUp}
          onChange={(e) => onFollowUp(e.target.checked)}
          className="mt-0.5 size-6 shrink-0"
        />
        <span>{consentText}</span>
      </label>
      <SendAndOutcome width="w-full" {...send} />
    </>
  )
}

/**
 * The honeypot, the send button ("Sending..." and marked disabled while the request is out), an
 * optional note, and the outcome said to screen readers as it appears.
 */
export function SendAndOutcome({
  form,
  label,
  width,
  note,
  worksWithoutScript = false,
}: {
  form: LeadFormSending
  /** The button's words while not sending. */
  label: string
  /** The button's width classes, when it is not as wide as its words. */
  width?: string
  note?: ReactNode
  /** The form has its own way to send without JavaScript: no note that it needs it. */
  worksWithoutScript?: boolean
}) {
  return (
    <>
      <Honeypot value={form.trap} onChange={form.setTrap} />
      {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page,
          so a visitor who sent by keyboard would lose their place; a second send is refused. */}
      <button
        type="submit"
        aria-disabled={form.sending}
        className={`min-h-12 rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800 aria-disabled:cursor-wait aria-disabled:opacity-70${width ? ` ${width}` : ''}`}
      >
        {form.sending ? 'Sending...' : label}
      </button>
      {note}
      {worksWithoutScript ? null : <NoScriptNote />}
      <FormOutcome success={form.thanks} failure={form.formError} />
    </>
  )
}

/** What became of a sending: the thanks or the failure, said to screen readers as it appears. */
function FormOutcome({ success, failure }: { success: string | null; failure: string | null }) {
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
