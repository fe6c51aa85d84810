import { recordView } from '@/lib/fields'
import type { CollectionConfig, Field } from 'payload'

import { nobody, signedIn } from '@/lib/access'

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
 *
 * The search filters and sorts have no index each: one covering index (listings_filter_idx, made
 * in the migration) holds `shown` and every column a search filters or sorts on, so a search
 * reads that index alone. With an index per column, SQLite chose one of them and read thousands
 * of whole rows (remarks, source record) per search: 12-28 ms over 25,000 listings, against
 * 1-4 ms from the covering index.
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
    text('StandardStatus'),
    number('ListPrice'),
    number('OriginalListPrice'),
    number('PreviousListPrice'),
    date('PriceChangeTimestamp', true),
    number('ClosePrice'),
    date('CloseDate', true),
    date('PurchaseContractDate'),
    number('BedroomsTotal'),
    number('BathroomsTotalInteger'),
    number('LivingArea'),
    number('LotSizeAcres'),
    number('YearBuilt'),
    text('PropertyCondition'),
    number('GarageSpaces'),
    text('PropertyType'),
    text('PropertySubType'),
    text('UnparsedAddress'),
    text('StreetNumber'),
    text('StreetName'),
    text('City'),
    text('PostalCode'),
    text('CountyOrParish'),
    text('StateOrProvince'),
    number('Latitude'),
    number('Longitude'),
    { name: 'PublicRemarks', type: 'textarea' },
    text('ListOfficeName'),
    text('ListOfficePhone'),
    text('ListAgentFullName'),
    date('OnMarketDate'),
    number('DaysOnMarket'),
    date('ModificationTimestamp', true),
    date('StatusChangeTimestamp'),
    number('PhotosCount'),
    date('PhotosChangeTimestamp'),
    number('AssociationFee'),
    text('AssociationFeeFrequency'),
    number('TaxAnnualAmount'),
    text('WaterSource'),
    text('Sewer'),
    text('ElementarySchool'),
    text('HighSchoolDistrict'),
    // What an investor reads: the feed's income and expense figures (yearly amounts, the rates in
    // percent) and the units, where the listing carries them.
    number('NumberOfUnitsTotal'),
    number('NumberOfUnitsLeased'),
    number('GrossScheduledIncome'),
    number('GrossIncome'),
    number('TotalActualRent'),
    number('NetOperatingIncome'),
    number('OperatingExpense'),
    text('OperatingExpenseIncludes'),
    number('VacancyAllowanceRate'),
    number('CapRate'),
    number('InsuranceExpense'),
    number('MaintenanceExpense'),
    number('ProfessionalManagementExpense'),
    number('WaterSewerExpense'),
    number('FuelExpense'),
    number('ElectricExpense'),
    number('TrashExpense'),
    text('TenantPays'),
    text('FinancialDataSource'),
    {
      name: 'UnitTypes',
      label: 'Unit types (beds, baths, units, actual and pro-forma rent)',
      type: 'json',
      admin: { readOnly: true, components: recordView },
    },
    // Worked out by the site after each sync from the figures above or comparable leases (the
    // search filters and sorts on them): monthly gross rent and where it came from, the estimated
    // cap rate in percent at the investor defaults, the price per unit.
    number('estimatedRent'),
    {
      name: 'rentSource',
      type: 'select',
      options: [
        { label: 'As reported by the listing', value: 'listing' },
        { label: 'Estimated from comparable leases', value: 'leases' },
      ],
    },
    number('estimatedCapRate'),
    number('pricePerUnit'),
    yesNo('InternetEntireListingDisplayYN'),
    yesNo('InternetAddressDisplayYN'),
    yesNo('InternetAutomatedValuationDisplayYN'),
    yesNo('InternetConsumerCommentYN'),
    {
      name: 'source',
      label: 'Source record (as the feed sent it)',
      type: 'json',
      admin: { readOnly: true, components: recordView },
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
      // Photos come from the feed only: no "Add new" the collection would refuse.
      admin: { allowCreate: false },
    },
  ],
  timestamps: true,
}
