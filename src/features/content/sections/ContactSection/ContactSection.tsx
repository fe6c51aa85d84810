import type { ReactNode } from 'react'

import { telHref } from '@/lib/contactFormat'

import { CONTACT_FORM_TITLE, CONTACT_SUBTITLE, CONTACT_TITLE, servingSentence } from './logic'

export type ContactSectionProps = {
  phone: string
  email: string
  officeName: string
  /** One line, e.g. "123 Main Street, Morris Plains, NJ 07950". */
  officeAddress: string
  towns: string[]
  /** The contact form (name, email, phone, message), built elsewhere. */
  form: ReactNode
  title?: string
  subtitle?: string
}

/** The agent's details on the left, the message form on the right; anchor "contact". */
export function ContactSection({
  phone,
  email,
  officeName,
  officeAddress,
  towns,
  form,
  title = CONTACT_TITLE,
  subtitle = CONTACT_SUBTITLE,
}: ContactSectionProps) {
  const serving = servingSentence(towns)
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="contact-title" className="text-3xl leading-tight text-ink-950 sm:text-4xl">
            {title}
          </h2>
          <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-accent-500" />
          <p className="mt-5 text-lg text-ink-700">{subtitle}</p>
        </div>
        <div className="mt-14 grid gap-8 lg:grid-cols-5">
          <div className="on-dark rounded-lg bg-ink-900 p-8 text-white/90 sm:p-10 lg:col-span-2">
            <h3 className="text-2xl text-white">Get in Touch</h3>
            <address className="mt-8 space-y-6 not-italic">
              <Detail icon="phone" label="Phone">
                <a
                  href={telHref(phone)}
                  className="inline-flex min-h-6 items-center hover:text-accent-300"
                >
                  {phone}
                </a>
              </Detail>
              <Detail icon="mail" label="Email">
                <a
                  href={`mailto:${email}`}
                  className="inline-flex min-h-6 items-center break-all hover:text-accent-300"
                >
                  {email}
                </a>
              </Detail>
              <Detail icon="pin" label="Office">
                <span className="block">{officeName}</span>
                <span className="block">{officeAddress}</span>
              </Detail>
            </address>
            {serving ? (
              <p className="mt-8 border-t border-white/15 pt-6 text-sm leading-relaxed text-white/80">
                {serving}
              </p>
            ) : null}
          </div>
          <div className="rounded-lg border border-ink-900/10 bg-white p-8 shadow-lg shadow-ink-950/5 sm:p-10 lg:col-span-3">
            <h3 className="text-2xl text-ink-950">{CONTACT_FORM_TITLE}</h3>
            <div className="mt-6">{form}</div>
          </div>
        </div>
      </div>
    </section>
  )
}

const ICONS = {
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
}

function Detail(props: { icon: keyof typeof ICONS; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-6 shrink-0 text-accent-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <path d={ICONS[props.icon]} />
      </svg>
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-300 uppercase">
          {props.label}
        </p>
        <div className="mt-1">{props.children}</div>
      </div>
    </div>
  )
}
