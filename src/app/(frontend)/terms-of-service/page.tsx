import type { Metadata } from 'next'

import { PageHeader, Prose } from '@/components/ui/PageHeader'
import { getSiteSettings } from '@/lib/cms/siteSettings'

export const metadata: Metadata = { title: 'Terms of Service' }

export default async function TermsPage() {
  const s = await getSiteSettings()
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service" />
      <Prose>
        <p>
          By using this website you agree to these terms. The site is operated by {s.agentName}, a
          real estate salesperson licensed in New Jersey and affiliated with {s.brokerageName}.
        </p>
        <h2>Information only</h2>
        <p>
          Market reports, community guides and articles are general information, not legal, tax or
          financial advice. Listing details come from third parties and are deemed reliable but not
          guaranteed.
        </p>
        <h2>Mortgage estimates</h2>
        <p>
          The mortgage calculator gives estimates for planning only. It is not a loan offer or a
          commitment to lend; your lender will confirm your actual rate, payment and closing costs.
        </p>
        <h2>Using the site</h2>
        <p>
          Do not misuse the forms, copy the content for commercial use, or try to disrupt the site.
          These terms are governed by the laws of the State of New Jersey.
        </p>
      </Prose>
    </>
  )
}
