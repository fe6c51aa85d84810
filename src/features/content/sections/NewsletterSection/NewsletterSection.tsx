import type { ReactNode } from 'react'

import { CoverImage } from '@/ui/ResponsiveImage'

import type { SectionImage } from '@/ui/image'
import {
  NEWSLETTER_BACKGROUND,
  NEWSLETTER_CLAIM,
  NEWSLETTER_INVITATION,
  NEWSLETTER_NOTES,
  NEWSLETTER_TITLE,
} from './logic'

export type NewsletterSectionProps = {
  /** The sign-up form (one email field and a Subscribe button), built elsewhere. */
  form: ReactNode
  title?: string
  description?: string
  backgroundImage?: SectionImage | null
  /** The line under the notes (site settings); empty or missing: the section's own claim. */
  note?: string | null
}

/** Newsletter sign-up over a background image; anchor "newsletter". */
export function NewsletterSection({
  form,
  title = NEWSLETTER_TITLE,
  description = NEWSLETTER_INVITATION,
  backgroundImage,
  note,
}: NewsletterSectionProps) {
  const image = backgroundImage ?? NEWSLETTER_BACKGROUND
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-title"
      className="on-dark relative isolate overflow-hidden bg-ink-950 text-white"
    >
      <CoverImage image={image} alt="" sizes="100vw" className="-z-20" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/80 via-ink-950/75 to-ink-950/90"
      />
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <span aria-hidden="true" className="mx-auto block h-px w-16 bg-accent-400" />
        <h2 id="newsletter-title" className="mt-6 text-3xl leading-tight sm:text-5xl">
          {title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90">{description}</p>
        <div className="mx-auto mt-10 max-w-xl text-left">{form}</div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-white/90">
          {NEWSLETTER_NOTES.map((note, i) => (
            <li key={note} className="inline-flex items-center gap-2">
              <NoteIcon kind={i === 0 ? 'calendar' : 'lock'} />
              {note}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-white/80">{note?.trim() || NEWSLETTER_CLAIM}</p>
      </div>
    </section>
  )
}

function NoteIcon({ kind }: { kind: 'calendar' | 'lock' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 text-accent-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      {kind === 'calendar' ? (
        <path
          d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1z"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M7 11V8a5 5 0 0110 0v3M6 11h12a1 1 0 011 1v8a1 1 0 01-1 1H6a1 1 0 01-1-1v-8a1 1 0 011-1z"
          strokeLinecap="round"
        />
      )}
    </svg>
  )
}
