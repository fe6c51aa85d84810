import type { Block } from 'payload'

export const PropertySearchBlock: Block = {
  slug: 'propertySearch',
  interfaceName: 'PropertySearchBlock',
  labels: { singular: 'Property search', plural: 'Property searches' },
  fields: [{ name: 'title', type: 'text', defaultValue: 'Search Homes for Sale' }],
}
