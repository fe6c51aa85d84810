import type { UIFieldServerProps } from 'payload'

import { telHref } from '@/lib/contactFormat'

import './ReachField.css'

/**
 * At the top of a lead's page in the studio: the visitor's email and phone as links that start
 * a reply or a call (the fields below show them as the visitor sent them, which cannot be clicked).
 */
export function LeadReachField({ data }: UIFieldServerProps) {
  const email = typeof data?.email === 'string' ? data.email : ''
  const phone = typeof data?.phone === 'string' ? data.phone : ''
  if (!email && !phone) return null
  return (
    <p className="lead-reach">
      {email ? <a href={`mailto:${email}`}>Email {email}</a> : null}
      {phone ? <a href={telHref(phone)}>Call {phone}</a> : null}
    </p>
  )
}
