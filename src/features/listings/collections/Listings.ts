import { recordView } from '@/lib/fields'
import type { CollectionConfig, Field } from 'payload'

import { nobody, signedIn } from '@/lib/access'

// Each column keeps the RESO Data Dictionary's name and shows the agent a plain label.
const text = (name: string, label: string, index = false): Field => ({
  name,
  label,
  type: 'text',
  index,
})
const number = (name: string, label: string, index = false): Field => ({
  name,
  label,
  type: 'number',
  index,
})
const date = (name: string, label: string, index = false): Field => ({
  name,
  label,
  type: 'date',
  index,
  admin: { date: { pickerAppearance: 'dayAndTime' } },
})
const yesNo = (name: string, label: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: true,
})

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
    {
      name: 'ListingKey',
      label: 'MLS listing key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    text('ListingId', 'MLS number', true),
    {
      name: 'slug',
      label: 'Web address',
      type: 'text',
      required: true,
      admin: { description: "The last part of the listing page's address." },
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
    text('StandardStatus', 'Status'),
    number('ListPrice', 'Price'),
    number('OriginalListPrice', 'Original price'),
    number('PreviousListPrice', 'Previous price'),
    date('PriceChangeTimestamp', 'Price changed', true),
    number('ClosePrice', 'Sold for'),
    date('CloseDate', 'Closing date', true),
    date('PurchaseContractDate', 'Under contract since'),
    number('BedroomsTotal', 'Bedrooms'),
    number('BathroomsTotalInteger', 'Bathrooms'),
    number('LivingArea', 'Living area (sq ft)'),
    number('LotSizeAcres', 'Lot (acres)'),
    number('YearBuilt', 'Year built'),
    text('PropertyCondition', 'Condition'),
    number('GarageSpaces', 'Garage spaces'),
    text('PropertyType', 'Property type'),
    text('PropertySubType', 'Kind of home'),
    text('UnparsedAddress', 'Address'),
    text('StreetNumber', 'Street number'),
    text('StreetName', 'Street'),
    text('City', 'Town'),
    text('PostalCode', 'ZIP code'),
    text('CountyOrParish', 'County'),
    text('StateOrProvince', 'State'),
    number('Latitude', 'Latitude'),
    number('Longitude', 'Longitude'),
    { name: 'PublicRemarks', label: 'Description', type: 'textarea' },
    text('ListOfficeName', 'Listing office'),
    text('ListOfficePhone', 'Listing office phone'),
    text('ListAgentFullName', 'Listing agent'),
    date('OnMarketDate', 'On the market since'),
    number('DaysOnMarket', 'Days on market'),
    date('ModificationTimestamp', 'Last changed in the MLS', true),
    date('StatusChangeTimestamp', 'Status changed'),
    number('PhotosCount', 'Photos'),
    date('PhotosChangeTimestamp', 'Photos changed'),
    number('AssociationFee', 'HOA fee ($)'),
    text('AssociationFeeFrequency', 'HOA fee paid'),
    number('TaxAnnualAmount', 'Property tax ($ a year)'),
    text('WaterSource', 'Water'),
    text('Sewer', 'Sewer'),
    text('ElementarySchool', 'Elementary school'),
    text('HighSchoolDistrict', 'High school district'),
    // What an investor reads: the feed's income and expense figures (yearly amounts, the rates in
    // percent) and the units, where the listing carries them.
    number('NumberOfUnitsTotal', 'Units'),
    number('NumberOfUnitsLeased', 'Units leased'),
    number('GrossScheduledIncome', 'Gross scheduled income ($ a year)'),
    number('GrossIncome', 'Gross income ($ a year)'),
    number('TotalActualRent', 'Actual rent ($ a year)'),
    number('NetOperatingIncome', 'Net operating income ($ a year)'),
    number('OperatingExpense', 'Operating expenses ($ a year)'),
    text('OperatingExpenseIncludes', 'Operating expenses include'),
    number('VacancyAllowanceRate', 'Vacancy allowance (%)'),
    number('CapRate', 'Cap rate (%)'),
    number('InsuranceExpense', 'Insurance ($ a year)'),
    number('MaintenanceExpense', 'Maintenance ($ a year)'),
    number('ProfessionalManagementExpense', 'Management ($ a year)'),
    number('WaterSewerExpense', 'Water and sewer ($ a year)'),
    number('FuelExpense', 'Fuel ($ a year)'),
    number('ElectricExpense', 'Electric ($ a year)'),
    number('TrashExpense', 'Trash ($ a year)'),
    text('TenantPays', 'Tenant pays'),
    text('FinancialDataSource', 'Figures come from'),
    {
      name: 'UnitTypes',
      label: 'Unit types (beds, baths, units, actual and pro-forma rent)',
      type: 'json',
      admin: { readOnly: true, components: recordView },
    },
    // Worked out by the site after each sync from the figures above or comparable leases (the
    // search filters and sorts on them): monthly gross rent and where it came from, the estimated
    // cap rate in percent at the investor defaults, the price per unit.
    number('estimatedRent', 'Estimated rent ($ a month)'),
    {
      name: 'rentSource',
      label: 'Rent from',
      type: 'select',
      options: [
        { label: 'As reported by the listing', value: 'listing' },
        { label: 'Estimated from comparable leases', value: 'leases' },
      ],
    },
    number('estimatedCapRate', 'Estimated cap rate (%)'),
    number('pricePerUnit', 'Price per unit ($)'),
    yesNo('InternetEntireListingDisplayYN', 'The MLS allows it online'),
    yesNo('InternetAddressDisplayYN', 'The address may be shown'),
    yesNo('InternetAutomatedValuationDisplayYN', 'An estimate may be shown beside it'),
    yesNo('InternetConsumerCommentYN', 'Comments may be shown beside it'),
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
