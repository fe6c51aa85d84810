import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/ui/PageHeader'
import { findArea } from '@/lib/areas'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = findArea((await params).slug)
  return area ? { title: `${area.name} Community Guide` } : {}
}

export default async function CommunityPage({ params }: Props) {
  const area = findArea((await params).slug)
  if (!area) notFound()
  return (
    <>
      <PageHeader eyebrow={`${area.county} County, New Jersey`} title={`Living in ${area.name}`}>
        <p>Homes, schools, parks and everyday life in {area.name}.</p>
      </PageHeader>
      <p className="mx-auto max-w-3xl px-4 py-14 text-lg sm:px-6">
        <Link
          className="font-semibold text-accent-700 underline"
          href={`/market-update/${area.slug}`}
        >
          Read the {area.name} market report
        </Link>
      </p>
    </>
  )
}
