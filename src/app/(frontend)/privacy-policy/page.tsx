import type { Metadata } from 'next'

import { PageHeader, Prose } from '@/components/ui/PageHeader'
import { getSiteSettings } from '@/lib/cms/siteSettings'

export const metadata: Metadata = { title: 'Privacy Policy' }

export default async function PrivacyPolicyPage() {
  const s = await getSiteSettings()
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy" />
      <Prose>
        <p>
          This policy explains what {s.agentName} of {s.brokerageName} collects through this
          website, why, and the choices you have.
        </p>
        <h2>What we collect</h2>
        <p>
          Only what you choose to send: your name, email address, phone number and message when you
          contact us; your email address when you join the newsletter; and the figures you enter in
          the mortgage calculator together with your contact details when you ask for your
          breakdown. We also record the page you sent it from, your browser&apos;s name and the
          time, so we can follow up properly and keep spam out.
        </p>
        <h2>How we use it</h2>
        <p>
          To answer you, to send the newsletter you asked for, and, only if you tick the box in the
          mortgage calculator, to share mortgage tips and introduce you to local lenders. We never
          sell your information.
        </p>
        <h2>Your choices</h2>
        <p>
          Every newsletter email has a one-click unsubscribe link. To see, correct or delete what we
          hold about you, email <a href={`mailto:${s.email}`}>{s.email}</a> and we will act within
          30 days.
        </p>
        <h2>Cookies</h2>
        <p>
          The public site sets no advertising or tracking cookies. The mortgage calculator keeps
          your figures in your own browser so they are there when you come back; clearing your
          browser storage removes them.
        </p>
      </Prose>
    </>
  )
}
