import type { CollectionConfig } from 'payload'

import { areaSlugField, demoFlag, seoGroup, textList } from '@/features/content/collections/fields'
import { choice } from '@/lib/fields'
import { publishedCollection } from '@/features/content/collections/published'

const ATTRACTION_CATEGORIES = ['outdoor', 'dining', 'shopping', 'events', 'recreation', 'culture']

export const Communities: CollectionConfig = {
  ...publishedCollection('communities', {
    useAsTitle: 'name',
    defaultColumns: ['name', 'county', '_status', 'updatedAt'],
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
            {
              name: 'county',
              type: 'text',
              required: true,
              admin: { description: 'Without "County", e.g. "Sussex".' },
            },
            {
              name: 'population',
              type: 'text',
              required: true,
              admin: { description: 'As it should read, e.g. "7,300".' },
            },
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
                  label: 'Key figures',
                  labels: { singular: 'Figure', plural: 'Figures' },
                  type: 'array',
                  maxRows: 4,
                  fields: [
                    choice(
                      'icon',
                      [
                        { label: 'House', value: 'home' },
                        { label: 'People', value: 'users' },
                        { label: 'School', value: 'school' },
                        { label: 'Tree', value: 'tree' },
                        { label: 'Dollar sign', value: 'dollar' },
                        { label: 'Clock', value: 'clock' },
                        { label: 'Map pin', value: 'map' },
                      ],
                      'home',
                    ),
                    {
                      name: 'value',
                      label: 'Figure',
                      type: 'text',
                      required: true,
                      admin: { description: 'e.g. "15 min"' },
                    },
                    {
                      name: 'label',
                      label: 'Caption',
                      type: 'text',
                      required: true,
                      admin: { description: 'e.g. "To I-80"' },
                    },
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
                { name: 'districtName', label: 'School district', type: 'text' },
                { name: 'districtDescription', label: 'About the district', type: 'textarea' },
                {
                  name: 'list',
                  label: 'Schools',
                  labels: { singular: 'School', plural: 'Schools' },
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
                    {
                      name: 'ratingSource',
                      label: 'Rating from',
                      type: 'text',
                      admin: { description: 'Who gave the rating, e.g. "GreatSchools".' },
                    },
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
                {
                  name: 'highlight',
                  label: 'Short tag',
                  type: 'text',
                  admin: { description: 'A few words on the card, e.g. "Open all year".' },
                },
              ],
            },
          ],
        },
        {
          label: 'Neighborhoods',
          fields: [
            { name: 'neighborhoodsSubtitle', label: 'Intro line', type: 'text' },
            {
              name: 'topNeighborhoods',
              label: 'Neighborhoods',
              labels: { singular: 'Neighborhood', plural: 'Neighborhoods' },
              type: 'array',
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  name: 'highlight',
                  label: 'Short tag',
                  type: 'text',
                  admin: { description: 'A few words on the card, e.g. "Best for families".' },
                },
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
