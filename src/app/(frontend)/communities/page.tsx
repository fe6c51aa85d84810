import type { Metadata } from 'next'

import { CommunityCards } from '@/components/sections/CommunityCards/CommunityCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { listCommunities } from '@/lib/cms/content'
import { toCommunityCard } from '@/lib/cms/mappers'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      description:
        'Guides to the towns and counties of northern New Jersey: schools, attractions, neighborhoods and homes.',
    },
    'Communities',
    '/communities',
  )
}

export default async function CommunitiesPage() {
  const communities = await listCommunities()
  return (
    <>
      <PageHeader eyebrow="Communities" title="Explore Our Communities">
        <p>
          Lakes, farmland, historic downtowns and strong schools: find the town that fits your life.
        </p>
      </PageHeader>
      {communities.length ? (
        <CommunityCards
          title="Towns and counties we serve"
          columns={4}
          communities={communities.map(toCommunityCard)}
        />
      ) : (
        <p className="mx-auto max-w-3xl px-4 py-14 text-lg">Community guides are on their way.</p>
      )}
    </>
  )
}
