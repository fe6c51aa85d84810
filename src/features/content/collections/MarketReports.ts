import type { CollectionConfig, Field } from 'payload'

import {
  areaSlugField,
  demoFlag,
  seoGroup,
  textList,
  trendField,
} from '@/features/content/collections/fields'
import { choice } from '@/lib/fields'
import { publishedCollection } from '@/features/content/collections/published'

const monthly = (name: string, valueName: string, label: string): Field => ({
  name,
  label,
  labels: { singular: 'Month', plural: 'Months' },
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'month',
          type: 'text',
          required: true,
          admin: { width: '50%', description: 'As the chart should label it, e.g. "Jan".' },
        },
        { name: valueName, type: 'number', required: true, min: 0, admin: { width: '50%' } },
      ],
    },
  ],
})

/** The figures the agent may pin to the typed ones, instead of the MLS's. */
export const PINS = [
  { label: 'Median price, change and trend', value: 'price' },
  { label: 'Days on market', value: 'daysOnMarket' },
  { label: 'Months of inventory', value: 'inventory' },
  { label: 'Statistics cards', value: 'stats' },
  { label: 'Price and sales charts', value: 'charts' },
  { label: 'Market composition', value: 'composition' },
  { label: 'Neighborhood markets', value: 'neighborhoods' },
]

export const MarketReports: CollectionConfig = {
  ...publishedCollection('market-reports', {
    useAsTitle: 'areaName',
    defaultColumns: ['areaName', 'county', '_status', 'updatedAt'],
  }),
  labels: { singular: 'Market report', plural: 'Market reports' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'areaName', label: 'Area name', type: 'text', required: true },
        {
          name: 'county',
          type: 'text',
          required: true,
          admin: { description: 'Without "County".' },
        },
      ],
    },
    areaSlugField(),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Figures',
          admin: {
            description:
              'The report shows the figures the MLS gives its area, worked out again each time new MLS data arrives. Where a period has fewer than 10 closed sales, or where a figure is pinned here, the page shows the figure typed in the other tabs.',
          },
          fields: [
            {
              name: 'computedFigures',
              type: 'ui',
              admin: {
                components: { Field: '@/features/market/studio/ReportFigures#ReportFigures' },
              },
            },
            {
              name: 'pinned',
              label: 'Show my typed figures for',
              type: 'select',
              hasMany: true,
              options: PINS,
              admin: {
                description:
                  'Pinned figures come from the other tabs whatever the MLS says; the rest come from the MLS where it has enough sales.',
              },
            },
          ],
        },
        {
          label: 'Hero',
          fields: [
            {
              name: 'headline',
              type: 'text',
              admin: { description: 'Defaults to the area name.' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'medianPrice',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. "$405,000"' },
                },
                {
                  name: 'priceChange',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. "+2.8% YoY"' },
                },
                trendField('priceTrend', 'Price trend'),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'daysOnMarket', type: 'number', required: true, min: 0 },
                {
                  name: 'inventory',
                  label: 'Inventory (months)',
                  type: 'number',
                  required: true,
                  min: 0,
                },
              ],
            },
            {
              name: 'backgroundImage',
              label: 'Background picture',
              type: 'upload',
              relationTo: 'media',
            },
          ],
        },
        {
          label: 'Statistics',
          fields: [
            {
              name: 'stats',
              label: 'Statistics cards',
              labels: { singular: 'Card', plural: 'Cards' },
              type: 'array',
              fields: [
                { name: 'label', label: 'Caption', type: 'text', required: true },
                { name: 'value', label: 'Figure', type: 'text', required: true },
                { name: 'change', type: 'text', admin: { description: 'e.g. "+3%"' } },
                trendField('trend', 'Trend'),
                { name: 'description', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Overview',
          fields: [
            {
              name: 'overviewHeadline',
              type: 'text',
              admin: {
                description:
                  'Defaults to the area name and "Market Analysis", e.g. "Andover Market Analysis".',
              },
            },
            choice(
              'marketOutlook',
              [
                { label: "Strong Seller's Market", value: 'bullish' },
                { label: "Buyer's Market", value: 'bearish' },
                { label: 'Balanced Market', value: 'balanced' },
              ],
              'balanced',
              {
                label: 'Market outlook',
                required: true,
                admin: {
                  description:
                    "Shown only while the MLS has too few sales to compute the hero's figures. Where it computes the months of inventory, the badge follows them (under 4: Strong Seller's Market, over 6: Buyer's Market, else Balanced) and says so; else the price trend (Strong: Seller's, Cooling: Buyer's).",
                },
              },
            ),
            textList('content', 'Paragraphs', {
              labels: { singular: 'Paragraph', plural: 'Paragraphs' },
              fields: [{ name: 'text', type: 'textarea', required: true }],
            }),
            textList('insights', 'Key market insights'),
          ],
        },
        {
          label: 'Trends',
          fields: [
            monthly('priceData', 'price', 'Median price by month'),
            monthly('salesData', 'sales', 'Sales by month'),
            {
              name: 'marketSegments',
              label: 'Market composition',
              labels: { singular: 'Part', plural: 'Parts' },
              type: 'array',
              admin: {
                description:
                  'The parts of the market composition bar; their percentages add up to 100.',
              },
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'percentage', type: 'number', required: true, min: 0, max: 100 },
                {
                  name: 'color',
                  type: 'text',
                  required: true,
                  defaultValue: '#c09a45',
                  admin: { description: 'A web color code, e.g. "#c09a45" (the site\'s gold).' },
                },
              ],
            },
            { name: 'momentum', label: 'Market momentum', type: 'textarea' },
          ],
        },
        {
          label: 'Neighborhoods',
          fields: [
            {
              name: 'neighborhoodMarkets',
              label: 'Neighborhood markets',
              labels: { singular: 'Neighborhood', plural: 'Neighborhoods' },
              type: 'array',
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  name: 'highlight',
                  label: 'Short tag',
                  type: 'text',
                  admin: { description: 'A few words on the card, e.g. "Lake living".' },
                },
                { name: 'description', type: 'textarea', required: true },
                trendField('priceTrend', 'Price trend'),
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'avgPrice',
                      label: 'Average price',
                      type: 'text',
                      required: true,
                      admin: { description: 'e.g. $485,000' },
                    },
                    { name: 'daysOnMarket', type: 'number', required: true, min: 0 },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'priceRange',
                      type: 'text',
                      required: true,
                      admin: { description: 'e.g. "$180K - $450K"' },
                    },
                    {
                      name: 'salesVolume',
                      label: 'Monthly sales',
                      type: 'number',
                      required: true,
                      min: 0,
                    },
                  ],
                },
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
