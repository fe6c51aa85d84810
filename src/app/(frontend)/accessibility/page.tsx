import type { Metadata } from 'next'

import { telHref } from '@/components/layout/contactFormat'
import { PageHeader, Prose } from '@/components/ui/PageHeader'
import { getSiteSettings } from '@/lib/cms/siteSettings'

export const metadata: Metadata = { title: 'Accessibility' }

export default async function AccessibilityPage() {
  const s = await getSiteSettings()
  return (
    <>
      <PageHeader eyebrow="Accessibility" title="Accessibility Statement" />
      <Prose>
        <p>
          Everyone should be able to search for a home, read a market report or reach us. This site
          aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.
        </p>
        <h2>What we do</h2>
        <p>
          Every page works with a keyboard and a screen reader, every form field has a visible
          label, text has strong contrast, focus is always visible, and animation stops when your
          device asks for reduced motion. We test each release with automated checks and by hand.
        </p>
        <h2>Tell us what does not work</h2>
        <p>
          If anything on this site is hard to use, call <a href={telHref(s.phone)}>{s.phone}</a> or
          email <a href={`mailto:${s.email}`}>{s.email}</a>. We will get you the information you
          need and fix the problem.
        </p>
      </Prose>
    </>
  )
}
