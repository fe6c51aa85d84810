import type { Metadata } from 'next'

import { officeLine, telHref } from '@/components/layout/contactFormat'
import { PageHeader } from '@/components/ui/PageHeader'
import { getSiteSettings } from '@/lib/cms/siteSettings'

export const metadata: Metadata = { title: 'Contact' }

export default async function ContactPage() {
  const s = await getSiteSettings()
  const towns = s.serviceTowns?.map((t) => t.name).join(', ')
  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact Us">
        <p>We would be delighted to assist you with your luxury real estate needs</p>
      </PageHeader>
      <section aria-labelledby="reach-us" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="reach-us" className="text-3xl text-ink-950">
          Reach {s.agentName}
        </h2>
        <address className="mt-6 space-y-3 text-lg not-italic">
          <p>
            Phone:{' '}
            <a className="font-semibold text-accent-700 underline" href={telHref(s.phone)}>
              {s.phone}
            </a>
          </p>
          <p>
            Email:{' '}
            <a className="font-semibold text-accent-700 underline" href={`mailto:${s.email}`}>
              {s.email}
            </a>
          </p>
          <p>
            {s.officeName}: {officeLine(s)}
          </p>
        </address>
        {towns ? (
          <p className="mt-6 text-ink-700">
            Proudly serving {towns}, and all of Sussex and Warren counties.
          </p>
        ) : null}
      </section>
    </>
  )
}
