import type { Field } from 'payload'

import { requiredChoice, recordView } from '@/lib/fields'
import { consentFields, contactFields, type LeadCollectionConfig, leadList } from '@/features/leads'

import { CONDITIONS, HOME_TYPES } from '../valuation/facts'
import { CONFIDENCE_LABELS } from '../valuation/text'
import { CONSENT_CHANNELS, TIME_FRAMES } from './rules'

const options = (record: Record<string, string>) =>
  Object.entries(record).map(([value, label]) => ({ label, value }))
const readOnly = { readOnly: true }
/** Figures by name, each labelled with its unit as the agent reads it. */
const numbers = (labels: Record<string, string>): Field[] =>
  Object.entries(labels).map(([name, label]) => ({
    name,
    label,
    type: 'number',
    required: true,
    admin: readOnly,
  }))
const dateField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'date',
  admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
})

/**
 * Sellers' leads from /home-value: a review of the estimate by the agent, or emails when the
 * home's value may have changed (double opt-in, then at most one a month, only when homes like it
 * sold nearby). Each keeps the home and the estimate the visitor saw, checked by the server.
 * Visitors create them only through POST /api/seller-lead. Its emails and hand-offs: leadType.ts.
 */
export const SellerLeads: LeadCollectionConfig = {
  ...leadList(
    'seller-leads',
    ['Seller lead', 'Seller leads'],
    ['name', 'kind', 'homeLine', 'phone', 'createdAt', 'status'],
    ['name', 'email', 'phone', 'homeLine'],
  ),
  fields: [
    requiredChoice(
      'kind',
      [
        { label: 'Review by the agent', value: 'review' },
        { label: 'Value updates by email', value: 'updates' },
      ],
      { label: 'Request' },
    ),
    ...contactFields,
    {
      name: 'timeFrame',
      label: 'Time frame to sell',
      type: 'select',
      options: options(TIME_FRAMES),
    },
    ...(Object.keys(CONSENT_CHANNELS) as (keyof typeof CONSENT_CHANNELS)[]).map(
      (channel): Field => ({
        name: `consent${channel[0]!.toUpperCase()}${channel.slice(1)}`,
        label: `Agrees to ${channel}`,
        type: 'checkbox',
        required: true,
        defaultValue: false,
        admin: readOnly,
      }),
    ),
    ...consentFields('Agrees to follow-up (any channel)'),
    { name: 'homeLine', label: 'Home', type: 'text', required: true, admin: readOnly },
    {
      name: 'subscription',
      label: 'Value updates',
      type: 'select',
      index: true,
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Active', value: 'active' },
        { label: 'Stopped', value: 'unsubscribed' },
      ],
      admin: { ...readOnly, condition: (data) => data?.kind === 'updates' },
    },
    dateField('confirmedAt', 'Confirmed'),
    dateField('unsubscribedAt', 'Stopped'),
    dateField('lastUpdateAt', 'Last value update sent'),
    {
      name: 'salesThrough',
      label: 'Sales reported through (close date)',
      type: 'text',
      admin: readOnly,
    },
    {
      name: 'updatesSent',
      label: 'Updates sent',
      type: 'number',
      defaultValue: 0,
      admin: readOnly,
    },
    {
      name: 'home',
      type: 'group',
      admin: readOnly,
      fields: [
        { name: 'address', label: 'Street address', type: 'text' },
        { name: 'place', label: 'Town', type: 'text', required: true },
        { name: 'county', type: 'text', required: true },
        {
          name: 'type',
          label: 'Kind of home',
          type: 'select',
          required: true,
          options: options(HOME_TYPES),
        },
        ...numbers({
          beds: 'Bedrooms',
          baths: 'Bathrooms',
          sqft: 'Living area (sq ft)',
          lot: 'Lot (acres)',
          year: 'Year built',
        }),
        { name: 'condition', type: 'select', required: true, options: options(CONDITIONS) },
        ...numbers({ lat: 'Latitude (map position)', lng: 'Longitude (map position)' }),
        { name: 'radiusMiles', label: 'Nearby sales within (mi)', type: 'number', required: true },
      ],
    },
    {
      name: 'estimate',
      label: 'Estimate shown',
      type: 'group',
      admin: readOnly,
      fields: [
        ...numbers({ value: 'Estimate ($)', low: 'Low end ($)', high: 'High end ($)' }),
        requiredChoice(
          'confidence',
          Object.entries(CONFIDENCE_LABELS).map(([value, label]) => ({ label, value })),
        ),
        { name: 'asOf', label: 'Date of the estimate', type: 'text', required: true },
        {
          name: 'comparables',
          label: 'Sales compared',
          type: 'json',
          required: true,
          admin: { components: recordView },
        },
      ],
    },
  ],
}
