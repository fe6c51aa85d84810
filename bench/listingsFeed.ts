// The synthetic MLS feed of `npm run bench:listings`, in a process of its own so that serving
// its pages never stalls the benchmark's own clock. Prints its URL when ready.
import { ResoServer } from '../tests/support/resoServer'

const total = Number(process.argv[2] || 25_000)
const TOWNS = [
  'Andover',
  'Byram',
  'Sparta',
  'Newton',
  'Blairstown',
  'Hackettstown',
  'Washington',
  'Chester',
]
const WORDS =
  'lake colonial ranch updated kitchen deck acres barn views quiet street hardwood finished basement garage commute trails'.split(
    ' ',
  )

const feed = await new ResoServer({ pageSize: 1000 }).start()
for (let i = 1; i <= total; i++) {
  const town = TOWNS[i % TOWNS.length]!
  feed.put(`B${i}`, {
    ListingId: `B${i}`,
    StandardStatus: i % 11 === 0 ? 'Pending' : 'Active',
    ListPrice: 200_000 + ((i * 7919) % 900_000),
    BedroomsTotal: 1 + (i % 6),
    BathroomsTotalInteger: 1 + (i % 4),
    LivingArea: 900 + ((i * 31) % 3500),
    LotSizeAcres: ((i * 13) % 500) / 100,
    YearBuilt: 1900 + (i % 124),
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
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
    OnMarketDate: '2026-10-01',
    TaxAnnualAmount: 9000 + (i % 5000),
  })
}
console.log(feed.url)
process.on('SIGTERM', () => void feed.stop().then(() => process.exit(0)))
