import { TestimonialsCarousel } from '@/features/content/sections/TestimonialsCarousel/TestimonialsCarousel'
import { listTestimonials } from '@/features/content/read/content'
import { toImage } from '@/features/content/read/toImage'
import type { TestimonialsBlock } from '@/payload-types'

export async function TestimonialsComponent({ block }: { block: TestimonialsBlock }) {
  const testimonials = await listTestimonials()
  if (testimonials.length === 0) return null
  return (
    <TestimonialsCarousel
      title={block.title ?? undefined}
      testimonials={testimonials.map((t) => ({
        id: String(t.id),
        quote: t.quote,
        author: t.author,
        location: t.location,
        image: toImage(t.image),
      }))}
    />
  )
}
