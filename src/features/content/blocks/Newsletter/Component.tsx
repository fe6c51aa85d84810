import { NewsletterForm } from '@/features/leads/placedForms'
import { NewsletterSection } from '@/features/content/sections/NewsletterSection/NewsletterSection'
import { toImage } from '@/features/content/read/toImage'
import type { NewsletterBlock } from '@/payload-types'

export function NewsletterComponent({ block }: { block?: NewsletterBlock }) {
  return (
    <NewsletterSection
      form={<NewsletterForm />}
      backgroundImage={toImage(block?.backgroundImage)}
    />
  )
}
