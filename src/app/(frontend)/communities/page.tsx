import type { Metadata } from 'next'

import { LinkGrid } from '@/components/ui/LinkGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import { AREAS } from '@/lib/areas'

export const metadata: Metadata = { title: 'Communities' }

export default function CommunitiesPage() {
  return (
    <>
      <PageHeader eyebrow="Communities" title="Explore Our Communities">
        <p>
          Lakes, farmland, historic downtowns and top-rated schools: find the town that fits your
          life.
        </p>
      </PageHeader>
      <LinkGrid
        title="Towns and counties"
        links={AREAS.map((a) => ({
          label: a.name,
          href: `/communities/${a.slug}`,
          note: `${a.county} County`,
        }))}
      />
    </>
  )
}
