import type { Metadata } from 'next'

import { PageHeader, Prose } from '@/components/ui/PageHeader'
import { getSiteSettings } from '@/lib/cms/siteSettings'

export const metadata: Metadata = { title: 'About' }

export default async function AboutPage() {
  const s = await getSiteSettings()
  return (
    <>
      <PageHeader eyebrow="About" title={`About ${s.agentName}`}>
        <p>{s.agentTitle ? `${s.agentTitle} with ${s.brokerageName}.` : s.brokerageName}</p>
      </PageHeader>
      <Prose>
        <p>
          {s.agentName} helps families, first-time buyers and investors find their place in Sussex
          and Warren counties, from lakefront homes in Byram to historic streets in Hackettstown,
          working from the {s.officeName} in {s.officeAddress.city}.
        </p>
      </Prose>
    </>
  )
}
