import { NewsletterForm } from '@/components/forms/NewsletterForm.client'
import { NewsletterSection } from '@/components/sections/NewsletterSection/NewsletterSection'
import { toImage } from '@/lib/cms/media'
import type { NewsletterBlock } from '@/payload-types'

export function NewsletterComponent({ block }: { block?: NewsletterBlock }) {
  return (
    <NewsletterSection
      form={<NewsletterForm />}
      backgroundImage={toImage(block?.backgroundImage)}
    />
  )
}
