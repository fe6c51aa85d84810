// The synthetic MLS feed of `npm run bench:listings` and `bench:search`, in a process of its own so that serving
// its pages never stalls the benchmark's own clock. Prints its URL when ready.
import { ResoServer } from '../tests/support/resoServer'
import { SYNTHETIC_TOWNS } from './syntheticFeed'

const total = Number(process.argv[2] || 25_000)
/** The last this-many listings are closed sales of the last two years (0: all for sale). */
const closed = Number(process.argv[3] || 0)
const TOWNS = SYNTHETIC_TOWNS
// Remarks with the uneven word frequencies of a real feed, so that a keyword narrows a search as it
// does there: "kitchen" in most homes, "lake" in about a third, "barn" in a few (when every word
// was in every remark, each keyword matched all 25,000 homes, a case no real feed comes near).
const FEATURES: [word: string, share: number][] = [
  ['kitchen', 0.6],
  ['garage', 0.55],
  ['basement', 0.5],
  ['updated', 0.4],
  ['hardwood', 0.35],
  ['deck', 0.35],
  ['finished', 0.3],
  ['lake', 0.3],
  ['quiet', 0.3],
  ['street', 0.3],
  ['acres', 0.25],
  ['colonial', 0.2],
  ['views', 0.2],
  ['ranch', 0.15],
  ['commute', 0.15],
  ['trails', 0.1],
  ['barn', 0.04],
]
const FILLER =
  'welcome home to this lovely property with room to grow close to schools shopping and parks bright open plan plenty of space in a great location'.split(
    ' ',
  )

/** Listing `i`'s remarks: 60 words, the same on every run. */
function remarks(i: number): string {
  // mulberry32, seeded by the listing's number
  let seed = i
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const words = FEATURES.filter(([, share]) => rnd() < share).map(([word]) => word)
  for (let k = 0; words.length < 60; k++)
    words.splice(Math.floor(rnd() * words.length), 0, FILLER[k % FILLER.length]!)
  return words.join(' ')
}

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

/** Listing `i` as a sale closed on one of the 730 days before 20 November 2026. */
function sold(i: number) {
  const close = Date.UTC(2026, 10, 20) - ((i * 7) % 730) * 86_400_000
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const list = 200_000 + ((i * 7919) % 900_000)
  return {
    StandardStatus: 'Closed',
    ClosePrice: Math.round(list * (0.94 + (i % 9) / 100)),
    CloseDate: date(close),
    PurchaseContractDate: date(close - 35 * 86_400_000),
    OnMarketDate: date(close - (35 + (i % 90)) * 86_400_000),
    PostalCode: `078${20 + (i % 40)}`,
  }
}

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
    PublicRemarks: remarks(i),
    ListOfficeName: 'Bench Realty',
    ListOfficePhone: '(973) 555-0100',
    OnMarketDate: day(i).toISOString().slice(0, 10),
    TaxAnnualAmount: 9000 + (i % 5000),
    ...(i > total - closed ? sold(i) : {}),
  })
}
console.log(feed.url)
process.on('SIGTERM', () => void feed.stop().then(() => process.exit(0)))
