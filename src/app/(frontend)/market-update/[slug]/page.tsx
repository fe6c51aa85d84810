import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/ui/PageHeader'
import { findArea } from '@/lib/areas'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = findArea((await params).slug)
  return area ? { title: `${area.name} Market Report` } : {}
}

export default async function MarketReportPage({ params }: Props) {
  const area = findArea((await params).slug)
  if (!area) notFound()
  const monthYear = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
  return (
    <PageHeader eyebrow={`${monthYear} Market Report`} title={area.name}>
      <p>{area.county} County Real Estate Market Analysis</p>
    </PageHeader>
  )
}
