import type { Block } from 'payload'

export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  fields: [{ name: 'backgroundImage', type: 'upload', relationTo: 'media' }],
}
