import type { CollectionConfig } from 'payload'

import { areaSlugField, demoFlag, seoGroup, textList } from '@/features/content/collections/fields'
import { choice } from '@/lib/fields'
import { publishedCollection } from '@/features/content/collections/published'

const ATTRACTION_CATEGORIES = ['outdoor', 'dining', 'shopping', 'events', 'recreation', 'culture']

export const Communities: CollectionConfig = {
  ...publishedCollection('communities', {
    useAsTitle: 'name',
    defaultColumns: ['name', 'county', 'slug', '_status'],
  }),
  fields: [
    { name: 'name', type: 'text', required: true },
    areaSlugField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          description: 'What the community cards on the home and Communities pages show.',
          fields: [
            { name: 'county', type: 'text', required: true },
            { name: 'population', type: 'text', required: true },
            { name: 'description', type: 'textarea', required: true },
            textList('highlights', 'Highlights', {
              admin: { description: 'Cards show the first three.' },
            }),
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Overview',
          fields: [
            {
              name: 'overview',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'subtitle', type: 'text' },
                { name: 'description', type: 'textarea', required: true },
                {
                  name: 'stats',
                  type: 'array',
                  maxRows: 4,
                  fields: [
                    choice(
                      'icon',
                      ['home', 'users', 'school', 'tree', 'dollar', 'clock', 'map'],
                      'home',
                    ),
                    { name: 'value', type: 'text', required: true },
                    { name: 'label', type: 'text', required: true },
                  ],
                },
                textList('highlights', 'Key highlights'),
              ],
            },
          ],
        },
        {
          label: 'Schools',
          fields: [
            {
              name: 'schools',
              type: 'group',
              fields: [
                { name: 'subtitle', type: 'text' },
                { name: 'districtName', type: 'text' },
                { name: 'districtDescription', type: 'textarea' },
                {
                  name: 'list',
                  label: 'Schools',
                  type: 'array',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    { name: 'grades', type: 'text', required: true },
                    { name: 'enrollment', type: 'number', min: 0 },
                    {
                      name: 'rating',
                      type: 'number',
                      min: 0,
                      max: 10,
                      admin: { description: 'Out of 10.' },
                    },
                    { name: 'ratingSource', type: 'text' },
                    { name: 'description', type: 'textarea' },
                    textList('highlights', 'Highlights'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Attractions',
          fields: [
            {
              name: 'attractions',
              type: 'array',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'description', type: 'textarea', required: true },
                {
                  name: 'category',
                  type: 'select',
                  required: true,
                  options: ATTRACTION_CATEGORIES.map((value) => ({
                    value,
                    label: value[0]!.toUpperCase() + value.slice(1),
                  })),
                },
                { name: 'highlight', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Neighborhoods',
          fields: [
            { name: 'neighborhoodsSubtitle', type: 'text' },
            {
              name: 'topNeighborhoods',
              type: 'array',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'highlight', type: 'text' },
                { name: 'description', type: 'textarea', required: true },
                textList('features', 'Key features'),
              ],
            },
          ],
        },
        { label: 'Search & sharing', fields: [seoGroup] },
      ],
    },
    demoFlag,
  ],
}
