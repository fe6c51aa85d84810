import type { CollectionConfig, Field } from 'payload'

import { requiredChoice, recordView } from '@/lib/fields'
import { nobody, signedIn } from '@/lib/access'

const readOnly = { read: signedIn, create: nobody, update: nobody, delete: nobody }

const belongsTo: Field = {
  name: 'listing',
  type: 'relationship',
  relationTo: 'listings',
  required: true,
  index: true,
}

/** A listing's photos, downloaded from the feed and stored as local webp variants. */
export const ListingPhotos: CollectionConfig = {
  slug: 'listing-photos',
  labels: { singular: 'Listing photo', plural: 'Listing photos' },
  admin: { group: 'Listings', useAsTitle: 'MediaKey', hidden: true },
  access: readOnly,
  fields: [
    belongsTo,
    { name: 'MediaKey', label: 'Photo key', type: 'text', required: true, unique: true },
    { name: 'Order', type: 'number', required: true, index: true },
    {
      name: 'alt',
      label: 'Description',
      type: 'text',
      admin: { description: 'From the media description.' },
    },
    {
      name: 'MediaURL',
      label: 'Address in the feed',
      type: 'text',
      admin: { description: 'Where the feed serves it.' },
    },
    { name: 'MediaModificationTimestamp', label: 'Changed in the MLS', type: 'date' },
    { name: 'width', type: 'number' },
    { name: 'height', type: 'number' },
    {
      name: 'file',
      type: 'text',
      admin: { description: 'Local file name stem; empty until downloaded.' },
    },
    {
      name: 'variants',
      type: 'json',
      admin: { description: 'The widths stored, in pixels.', components: recordView },
    },
    { name: 'version', type: 'text', admin: { description: 'The feed timestamps of this photo.' } },
    {
      name: 'fetchedFor',
      label: 'Copy held',
      type: 'text',
      admin: { description: 'The version of the copy held.' },
    },
    { name: 'error', label: 'Problem', type: 'text' },
  ],
}

/** Open houses, as the feed lists them. */
export const ListingOpenHouses: CollectionConfig = {
  slug: 'listing-open-houses',
  labels: { singular: 'Open house', plural: 'Open houses' },
  admin: { group: 'Listings', hidden: true },
  access: readOnly,
  fields: [
    belongsTo,
    { name: 'OpenHouseKey', label: 'Open house key', type: 'text', required: true, unique: true },
    { name: 'OpenHouseStartTime', label: 'Starts', type: 'date', required: true, index: true },
    { name: 'OpenHouseEndTime', label: 'Ends', type: 'date', required: true },
    { name: 'OpenHouseStatus', label: 'Status', type: 'text' },
    { name: 'OpenHouseType', label: 'Kind', type: 'text' },
    { name: 'OpenHouseRemarks', label: 'Remarks', type: 'text' },
  ],
}

/** Each price or status change the sync saw, newest first on the listing page. */
export const ListingHistory: CollectionConfig = {
  slug: 'listing-history',
  labels: { singular: 'Listing change', plural: 'Listing history' },
  admin: { group: 'Listings', hidden: true },
  access: readOnly,
  fields: [
    belongsTo,
    { name: 'at', type: 'date', required: true, index: true },
    requiredChoice('kind', [
      { label: 'Listed', value: 'listed' },
      { label: 'Price', value: 'price' },
      { label: 'Status', value: 'status' },
    ]),
    { name: 'ListPrice', type: 'number' },
    { name: 'StandardStatus', type: 'text' },
  ],
}
