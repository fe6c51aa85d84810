'use client'

import { useId } from 'react'

import {
  contactErrors,
  type ContactFieldName,
  type ContactValues,
} from '@/features/leads/forms/rules'

import { SendAndOutcome } from './FollowUpAndSend'
import { LeadField } from './LeadField'
import { useLeadForm } from './useLeadForm'

const FAILURE = 'There was an error sending your message. Please try again or contact us directly.'

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' }
const FIELDS: { name: ContactFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'on' },
]

/**
 * Each field's rule is checked on submit, then again on every change. The thanks names the agent
 * and shows for 5 seconds; a failure shows a fixed sentence (never the server's), cleared when the
 * next submit starts, which leaves a showing thanks alone.
 */
export function ContactForm({ agentName }: { agentName: string }) {
  const form = useLeadForm({
    empty: EMPTY,
    check: contactErrors,
    endpoint: '/api/contact',
    thanks: `Thank you for your message. ${agentName} will respond within 24 hours to discuss your real estate needs.`,
    failure: () => FAILURE,
    name: 'Contact message',
  })
  const id = useId()

  return (
    <form
      method="post"
      action="/forms/contact"
      onSubmit={form.send}
      noValidate
      className="relative space-y-5"
    >
      {FIELDS.map((field) => (
        <LeadField
          key={field.name}
          id={`${id}-${field.name}`}
          {...field}
          value={form.values[field.name]}
          error={form.fieldErrors[field.name]}
          onChange={(value) => form.change(field.name, value)}
        />
      ))}
      <SendAndOutcome
        form={form}
        label="Send Message"
        width="w-full sm:w-auto"
        worksWithoutScript
      />
    </form>
  )
}
