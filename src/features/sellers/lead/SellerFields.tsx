import type { EstimateSummary } from '../valuation/summary'
import {
  CONSENT_CHANNELS,
  CONSENT_NOTE,
  TIME_FRAMES,
  type ConsentChannel,
  type SellerKind,
} from './rules'

/** The seller's two requests in the words of the buttons (or radio buttons) that choose them. */
export const sellerActions = (agentName: string): [SellerKind, string][] => [
  ['review', `Have ${agentName} review this`],
  ['updates', "Email me when my home's value changes"],
]

/** The line under the send button: which estimate goes with the request. */
export function EstimateGoesWithIt({ summary }: { summary: EstimateSummary }) {
  return (
    <p className="text-xs text-ink-700">
      Your estimate of {summary.address ? `${summary.address}, ` : ''}
      {summary.place} goes with it.
    </p>
  )
}

/** The consent checkboxes' names, one per channel (also the fields a form without script posts). */
export const CONSENT_FIELDS = {
  email: 'consentEmail',
  calls: 'consentCalls',
  texts: 'consentTexts',
} as const satisfies Record<ConsentChannel, string>
export type ConsentField = (typeof CONSENT_FIELDS)[ConsentChannel]

/** The seller's contact fields. */
export const SELLER_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const

/** "When might you sell?" (optional): the scripted form passes its value, a plain form none. */
export function TimeFrameField({
  id,
  value,
  onChange,
}: {
  id: string
  value?: string
  onChange?: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-900">
        When might you sell?
        <span className="font-normal text-ink-700"> (optional)</span>
      </label>
      <select
        id={id}
        name="timeFrame"
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        className="min-h-12 w-full rounded border border-ink-600 bg-white px-4 text-ink-950"
      >
        <option value="">Choose, or leave empty</option>
        {Object.entries(TIME_FRAMES).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** One checkbox per channel with its consent words, and the note under them. */
export function ConsentFields({
  agentName,
  checked,
  onChange,
}: {
  agentName: string
  checked?: Record<ConsentField, boolean>
  onChange?: (field: ConsentField, value: boolean) => void
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-ink-900">
        How may {agentName} contact you? Tick any, or none.
      </legend>
      {(Object.keys(CONSENT_CHANNELS) as ConsentChannel[]).map((channel) => {
        const field = CONSENT_FIELDS[channel]
        return (
          <label key={channel} className="flex gap-3 text-sm text-ink-800">
            <input
              type="checkbox"
              name={field}
              checked={checked?.[field]}
              onChange={onChange && ((e) => onChange(field, e.target.checked))}
              className="mt-0.5 size-6 shrink-0"
            />
            <span>{CONSENT_CHANNELS[channel]}</span>
          </label>
        )
      })}
      <p className="text-sm text-ink-700">{CONSENT_NOTE}</p>
    </fieldset>
  )
}
