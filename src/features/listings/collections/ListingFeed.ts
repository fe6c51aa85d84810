import type { GlobalConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/lib/access'

import { feedEndpoints } from '../studio/feedStatus'

const readOnlyDate = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'date',
    admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  }) as const

/**
 * Where the MLS feed's sync stands. The watermark (the last ModificationTimestamp and key stored)
 * is written in the same transaction as the listings it covers, so a sync cut short resumes from
 * exactly what was stored. Site configuration: the admin's alone.
 */
export const ListingFeed: GlobalConfig = {
  slug: 'listing-feed',
  label: 'Listing feed',
  admin: { group: 'Listings', hidden: hiddenUnlessAdmin },
  access: { read: adminOnly, update: nobody },
  endpoints: feedEndpoints,
  fields: [
    {
      name: 'health',
      type: 'ui',
      admin: { components: { Field: '@/features/listings/studio/FeedHealth.client#FeedHealth' } },
    },
    readOnlyDate('lastSuccessAt', 'Last successful sync'),
    readOnlyDate('lastAttemptAt', 'Last attempt'),
    { name: 'lastError', label: 'Last error', type: 'textarea', admin: { readOnly: true } },
    { name: 'added', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'changed', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'removed', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    readOnlyDate('lastReconcileAt', 'Last full key-list check'),
    { name: 'watermarkTimestamp', type: 'text', admin: { readOnly: true } },
    { name: 'watermarkKey', type: 'text', admin: { readOnly: true } },
    { name: 'openHouseWatermark', type: 'text', admin: { readOnly: true } },
    // The running sync's last sign of life and who it is (host:pid), so that one killed mid-way
    // does not block the next.
    { name: 'runningSince', type: 'date', admin: { readOnly: true, hidden: true } },
    { name: 'runner', type: 'text', admin: { readOnly: true, hidden: true } },
    { name: 'syncRequested', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
  ],
}
