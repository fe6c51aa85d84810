// The synthetic MLS feed of `npm run bench:listings` and `bench:search`, in a process of its own so that serving
// its pages never stalls the benchmark's own clock. Prints its URL when ready.
import { ResoServer } from '../tests/support/resoServer'
import { SYNTHETIC_TOWNS } from './syntheticFeed'

const total = Number(process.argv[2] || 25_000)
const TOWNS = SYNTHETIC_TOWNS
const WORDS =
  'lake colonial ranch updated kitchen deck acres barn views quiet street hardwood finished basement garage commute trails'.split(
    ' ',
  )

const KINDS = [
  ['Residential', 'SingleFamilyResidence'],
  ['Residential', 'SingleFamilyResidence'],
  ['Residential', 'SingleFamilyResidence'],
  ['Residential', 'Townhouse'],
  ['Residential', 'Condominium'],
  ['ResidentialIncome', 'Duplex'],
  ['Land', 'UnimprovedLand'],
  ['Farm', 'Farm'],
] as const
const STATUSES = [
  'Active',
  'Active',
  'Active',
  'Active',
  'ComingSoon',
  'ActiveUnderContract',
  'Pending',
]
const day = (i: number) => new Date(Date.UTC(2026, 10, 20) - (i % 180) * 86_400_000)

const feed = await new ResoServer({ pageSize: 1000 }).start()
for (let i = 1; i <= total; i++) {
  const town = TOWNS[i % TOWNS.length]!
  feed.put(`B${i}`, {
    ListingId: `B${i}`,
    StandardStatus: STATUSES[i % STATUSES.length],
    ListPrice: 200_000 + ((i * 7919) % 900_000),
    OriginalListPrice: 200_000 + ((i * 7919) % 900_000) + (i % 5 === 0 ? 15_000 : 0),
    BedroomsTotal: 1 + (i % 6),
    BathroomsTotalInteger: 1 + (i % 4),
    LivingArea: 900 + ((i * 31) % 3500),
    LotSizeAcres: ((i * 13) % 500) / 100,
    YearBuilt: 1900 + (i % 124),
    PropertyType: KINDS[i % KINDS.length]![0],
    PropertySubType: KINDS[i % KINDS.length]![1],
    WaterSource: i % 3 ? ['Well'] : ['Public'],
    Sewer: i % 3 ? ['Septic Tank'] : ['Public Sewer'],
    AssociationFee: i % 4 === 0 ? 50 + (i % 400) : null,
    AssociationFeeFrequency: i % 4 === 0 ? 'Monthly' : null,
    UnparsedAddress: `${i} Main St, ${town}, NJ 07821`,
    City: town,
    PostalCode: '07821',
    CountyOrParish: i % 2 ? 'Sussex' : 'Warren',
    StateOrProvince: 'NJ',
    Latitude: 40.7 + (i % 500) / 1000,
    Longitude: -75.1 + (i % 500) / 1000,
    PublicRemarks: Array.from({ length: 60 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(
      ' ',
    ),
    ListOfficeName: 'Bench Realty',
    ListOfficePhone: '(973) 555-0100',
    OnMarketDate: day(i).toISOString().slice(0, 10),
    TaxAnnualAmount: 9000 + (i % 5000),
  })
}
console.log(feed.url)
process.on('SIGTERM', () => void feed.stop().then(() => process.exit(0)))
