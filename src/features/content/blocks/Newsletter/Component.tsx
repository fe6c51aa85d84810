import { NewsletterForm } from '@/features/leads/placedForms'
import { NewsletterSection } from '@/features/content/sections/NewsletterSection/NewsletterSection'
import { toImage } from '@/features/content/read/toImage'
import type { NewsletterBlock, SiteSetting } from '@/payload-types'

export function NewsletterComponent({
  block,
  settings,
}: {
  block?: NewsletterBlock
  settings: Pick<SiteSetting, 'newsletterNote'>
}) {
  return (
    <NewsletterSection
      form={<NewsletterForm />}
      backgroundImage={toImage(block?.backgroundImage)}
      note={settings.newsletterNote}
    />
  )
}
