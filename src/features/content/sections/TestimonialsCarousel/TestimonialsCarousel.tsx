import { ResponsiveImage } from '@/ui/ResponsiveImage'

import { focalPosition } from '@/ui/image'
import type { Testimonial } from '@/features/content/sections/TestimonialsCarousel/logic'
import { TestimonialSlides } from './TestimonialsCarousel.client'
import { DEFAULT_TESTIMONIAL_LOCATION, testimonialSummary } from './logic'

export type TestimonialsCarouselProps = {
  testimonials: Testimonial[]
  title?: string
  subtitle?: string | null
}

/** One testimonial at a time, previous and next buttons; anchor "testimonials". */
export function TestimonialsCarousel({
  testimonials,
  title = 'What Our Clients Say',
  subtitle,
}: TestimonialsCarouselProps) {
  if (!testimonials.length) return null
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      className="bg-stone-50"
    >
      <div className="mx-auto max-w-4xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">
            Testimonials
          </p>
          <h2
            id="testimonials-title"
            className="mt-3 text-3xl leading-tight text-ink-950 sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle ? <p className="mt-4 text-lg text-ink-700">{subtitle}</p> : null}
        </div>
        <div className="mt-12">
          <TestimonialSlides
            slides={testimonials.map((t) => (
              <Slide key={t.id} testimonial={t} />
            ))}
            summaries={testimonials.map(testimonialSummary)}
          />
        </div>
      </div>
    </section>
  )
}

function Slide({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col items-center text-center">
      <span aria-hidden="true" className="font-serif text-7xl leading-none text-accent-500">
        “
      </span>
      <blockquote className="mt-2 flex-1 font-serif text-xl leading-relaxed text-ink-900 sm:text-2xl">
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 text-left">
        {t.image ? (
          <ResponsiveImage
            src={t.image.url}
            alt={t.image.alt}
            width={64}
            height={64}
            className="size-16 rounded-full object-cover ring-2 ring-accent-400 ring-offset-2 ring-offset-stone-50"
            style={{ objectPosition: focalPosition(t.image) }}
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-ink-900 font-serif text-xl text-accent-300"
          >
            {t.author.charAt(0)}
          </span>
        )}
        <span>
          <span className="block font-semibold text-ink-950">{t.author}</span>
          <span className="block text-sm text-ink-700">
            {t.location.trim() || DEFAULT_TESTIMONIAL_LOCATION}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
