import type { Metadata } from 'next'

import { PageHeader } from '@/components/ui/PageHeader'

export const metadata: Metadata = { title: 'Client Testimonials' }

export default function TestimonialsPage() {
  return (
    <PageHeader eyebrow="Testimonials" title="Client Testimonials">
      <p>What buyers and sellers across Sussex and Warren counties say about working together.</p>
    </PageHeader>
  )
}
