import type { CollectionConfig, Field } from 'payload'

import { nobody, signedIn } from '@/features/studio/access'

const text = (name: string, index = false): Field => ({ name, type: 'text', index })
const number = (name: string, index = false): Field => ({ name, type: 'number', index })
const date = (name: string, index = false): Field => ({
  name,
  type: 'date',
  index,
  admin: { date: { pickerAppearance: 'dayAndTime' } },
})
const yesNo = (name: string): Field => ({ name, type: 'checkbox', defaultValue: true })

/**
 * The MLS inventory, one row per listing, with the RESO Data Dictionary's own field names. Only
 * the listing sync writes it (straight into these tables, in batches); the studio shows it read
 * only, and visitors see it through the site's listing pages, never through the REST API: the
 * whole source record may carry fields an IDX site must not show.
 */
export const Listings: CollectionConfig = {
  slug: 'listings',
  labels: { singular: 'Listing', plural: 'Listings' },
  admin: {
    group: 'Listings',
    useAsTitle: 'UnparsedAddress',
    defaultColumns: [
      'UnparsedAddress',
      'City',
      'ListPrice',
      'StandardStatus',
      'ModificationTimestamp',
    ],
    listSearchableFields: ['ListingId', 'UnparsedAddress', 'City', 'PostalCode'],
  },
  defaultSort: '-ModificationTimestamp',
  access: { read: signedIn, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'ListingKey', type: 'text', required: true, unique: true, index: true },
    text('ListingId', true),
    {
      name: 'slug',
      type: 'text',
      required: true,
      admin: { description: 'Address part of the page URL.' },
    },
    {
      name: 'shown',
      label: 'On the public site',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'demo',
      label: 'Demo listing',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'removedAt',
      label: 'Left public view',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    text('StandardStatus', true),
    number('ListPrice', true),
    number('OriginalListPrice'),
    number('PreviousListPrice'),
    date('PriceChangeTimestamp', true),
    number('ClosePrice'),
    date('CloseDate'),
    number('BedroomsTotal', true),
    number('BathroomsTotalInteger', true),
    number('LivingArea', true),
    number('LotSizeAcres', true),
    number('YearBuilt', true),
    text('PropertyType', true),
    text('PropertySubType'),
    text('UnparsedAddress'),
    text('StreetNumber'),
    text('StreetName'),
    text('City', true),
    text('PostalCode', true),
    text('CountyOrParish', true),
    text('StateOrProvince'),
    number('Latitude', true),
    number('Longitude', true),
    { name: 'PublicRemarks', type: 'textarea' },
    text('ListOfficeName'),
    text('ListOfficePhone'),
    text('ListAgentFullName'),
    date('OnMarketDate', true),
    number('DaysOnMarket'),
    date('ModificationTimestamp', true),
    date('StatusChangeTimestamp'),
    number('PhotosCount'),
    date('PhotosChangeTimestamp'),
    number('AssociationFee', true),
    text('AssociationFeeFrequency'),
    number('TaxAnnualAmount', true),
    text('WaterSource', true),
    text('Sewer', true),
    text('ElementarySchool'),
    text('HighSchoolDistrict'),
    yesNo('InternetEntireListingDisplayYN'),
    yesNo('InternetAddressDisplayYN'),
    yesNo('InternetAutomatedValuationDisplayYN'),
    yesNo('InternetConsumerCommentYN'),
    {
      name: 'source',
      label: 'Source record (as the feed sent it)',
      type: 'json',
      admin: { readOnly: true },
    },
    {
      name: 'photoThumbnails',
      type: 'ui',
      admin: { components: { Field: '@/features/listings/studio/ListingPhotos#ListingPhotos' } },
    },
    {
      name: 'photos',
      label: 'Photo records',
      type: 'join',
      collection: 'listing-photos',
      on: 'listing',
      defaultSort: 'Order',
      defaultLimit: 50,
    },
  ],
  timestamps: true,
}
