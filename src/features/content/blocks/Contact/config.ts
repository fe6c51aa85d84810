import type { Block } from 'payload'

/** The contact section: the agent's details from site settings and the contact form. */
export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: 'Contact section', plural: 'Contact sections' },
  fields: [
    {
      name: 'note',
      type: 'ui',
      admin: {
        components: { Field: '@/features/content/blocks/Contact/StudioNote#ContactStudioNote' },
      },
    },
  ],
}
