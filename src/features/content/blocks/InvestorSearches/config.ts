import type { Block } from 'payload'

import {
  CAP_RATE_OPTIONS,
  formatPrice,
  HOME_TYPES,
  PER_UNIT_OPTIONS,
  PRICE_OPTIONS,
  SORTS,
  UNIT_OPTIONS,
} from '@/features/listings/search'

const options = (values: readonly number[], words: (n: number) => string) =>
  values.map((n) => ({ label: words(n), value: String(n) }))
const words = (table: Record<string, string>) =>
  Object.entries(table).map(([value, label]) => ({ label, value }))

/**
 * Ready-made searches for investors: each preset a label, a short description and the search it
 * opens, picked from the choices the property search offers (docs/investors.md).
 */
export const InvestorSearchesBlock: Block = {
  slug: 'investorSearches',
  interfaceName: 'InvestorSearchesBlock',
  labels: { singular: 'Investor searches', plural: 'Investor searches' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Investor Searches' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'presets',
      label: 'Searches',
      labels: { singular: 'Search', plural: 'Searches' },
      type: 'array',
      minRows: 1,
      maxRows: 6,
      admin: { description: 'Each opens the property search with the filters picked below.' },
      fields: [
        { name: 'label', label: 'Card title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        {
          type: 'collapsible',
          label: 'Search',
          fields: [
            {
              name: 'location',
              type: 'text',
              admin: { description: 'Town, county or ZIP code; empty for every area.' },
            },
            {
              name: 'types',
              label: 'Home types',
              type: 'select',
              hasMany: true,
              options: words(HOME_TYPES),
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'units',
                  label: 'Units',
                  type: 'select',
                  options: options(UNIT_OPTIONS, (n) => `${n}+ units`),
                },
                {
                  name: 'minCap',
                  label: 'Lowest estimated cap rate',
                  type: 'select',
                  options: options(CAP_RATE_OPTIONS, (n) => `${n}% or more`),
                },
                {
                  name: 'maxPerUnit',
                  label: 'Highest price per unit',
                  type: 'select',
                  options: options(PER_UNIT_OPTIONS, (n) => `Up to ${formatPrice(n)}`),
                },
                {
                  name: 'maxPrice',
                  label: 'Max price',
                  type: 'select',
                  options: options(PRICE_OPTIONS, (n) => `Up to ${formatPrice(n)}`),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'reduced', label: 'Price reduced', type: 'checkbox' },
                { name: 'sort', label: 'Sort by', type: 'select', options: words(SORTS) },
              ],
            },
          ],
        },
      ],
    },
  ],
}
