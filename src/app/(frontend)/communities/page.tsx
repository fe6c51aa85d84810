import type { Metadata } from 'next'

import { CommunityCards } from '@/features/content/sections/CommunityCards/CommunityCards'
import { PageHeader } from '@/ui/PageHeader'
import { listCommunities } from '@/features/content/read/content'
import { toCommunityCard } from '@/features/content/read/toSections'
import { pageMetadata } from '@/features/content/seo/metadata'

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
