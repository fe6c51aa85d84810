import type { Block } from 'payload'

/** Shows the testimonials collection (the first six, in their order). */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials carousel', plural: 'Testimonials carousels' },
  fields: [{ name: 'title', type: 'text', defaultValue: 'What Our Clients Say' }],
}
