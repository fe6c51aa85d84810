import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = { title: 'Real Estate Blog' }

export default function BlogPage() {
  return (
    <PageHeader eyebrow="Blog" title="Real Estate Blog">
      <p>Market news, buying and selling advice and life in the towns of northern New Jersey.</p>
    </PageHeader>
  )
}
