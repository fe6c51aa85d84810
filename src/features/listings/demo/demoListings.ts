import type { ResoRecord } from '../sync/record'
import { demoIncomeBuildings, duplexLayout, incomeDetail, incomeFields } from './income'
import { demoMedia } from './media'
import { pick, random, round, weighted } from './random'
import { DEMO_TOWNS, demoListed, demoPlace, FIRMS, STREETS } from './towns'

const KINDS = [
  { weight: 62, type: 'Residential', sub: 'SingleFamilyResidence', noun: 'colonial' },
  { weight: 10, type: 'Residential', sub: 'Townhouse', noun: 'townhouse' },
  { weight: 8, type: 'Residential', sub: 'Condominium', noun: 'condo' },
  { weight: 8, type: 'ResidentialIncome', sub: 'Duplex', noun: 'two-family home' },
  { weight: 7, type: 'Land', sub: 'UnimprovedLand', noun: 'building lot' },
  { weight: 5, type: 'Farm', sub: 'Farm', noun: 'farmhouse on open acreage' },
] as const

const STATUSES = [
  ['Active', 78],
  ['ComingSoon', 6],
  ['ActiveUnderContract', 9],
  ['Pending', 7],
] as const

const OPENINGS = [
  'Sun-filled {noun} on a quiet street in {city}.',
  'Welcome home to this well-kept {noun} minutes from downtown {city}.',
  'A rare {noun} with room to grow, close to schools, trails and the lakes of {county} County.',
  'Move-in ready {noun} with an updated kitchen and hardwood floors throughout.',
]
const MIDDLES = [
  'The open living room flows into a dining area with sliders to the deck.',
  'A finished lower level adds a family room and a home office.',
  'The kitchen has granite counters, stainless appliances and a breakfast nook.',
  'Mature trees give the yard privacy, and the two-car garage has room for a workshop.',
  'Recent updates include the roof, the furnace and energy-efficient windows.',
]
const CLOSINGS = [
  'Close to Route 15 and Route 80 for an easy commute.',
  'Enjoy four-season living near ski slopes, farm stands and state parks.',
  'Lake rights available for swimming, boating and fishing.',
  'A short drive to the train, shops and restaurants.',
]

/**
 * About 150 demo listings across the service areas, as a RESO feed would send them, with dates
 * counted back from `now`, about 20 of them small buildings for investors (two-, three- and
 * four-family homes, some with their income figures: income.ts). Shown on the site (marked as
 * demo data) until a real feed delivers.
 */
export function demoListings(now: Date, seed = 2026): ResoRecord[] {
  const rnd = random(seed)
  const day = 24 * 60 * 60 * 1000
  const records: ResoRecord[] = []
  let n = 0
  let buildings = 0
  for (const town of DEMO_TOWNS) {
    for (let i = 0; i < town.count; i++, n++) {
      const kind = weighted(rnd, KINDS)
      const land = kind.type === 'Land'
      const key = `demo-${String(n + 1).padStart(3, '0')}`
      const size = land
        ? 0
        : round(1100 + rnd() * 2600 * (kind.sub === 'Condominium' ? 0.5 : 1), 10)
      const beds = land
        ? null
        : kind.sub === 'Condominium'
          ? 1 + Math.floor(rnd() * 2)
          : 2 + Math.floor(rnd() * 4)
      const baths = beds === null ? null : Math.max(1, Math.round(beds * 0.7 + rnd()))
      const price = round(
        town.median * (land ? 0.35 : 0.55 + (size / 2400) * 0.55 + rnd() * 0.25),
        5000,
      )
      const daysListed = Math.floor(rnd() * 120)
      const cut = !land && rnd() < 0.2
      const status = weighted(
        rnd,
        STATUSES.map(([name, weight]) => ({ name, weight })),
      ).name
      // A home coming soon reaches the market within two weeks, at the price it was announced at.
      const comingSoon = status === 'ComingSoon'
      const onMarket = new Date(
        now.getTime() + (comingSoon ? 1 + (daysListed % 14) : -daysListed) * day,
      )
      const reduced = cut && !comingSoon
      const firm = pick(rnd, FIRMS)
      const number = 10 + Math.floor(rnd() * 480)
      const street = pick(rnd, STREETS)
      const fill = (text: string) =>
        text
          .replace('{noun}', kind.noun)
          .replace('{city}', town.city)
          .replace('{county}', town.county)
      const remarks = land
        ? `A ${(2 + rnd() * 12).toFixed(1)}-acre building lot in ${town.city} with road frontage, a mix of woods and open field, and room for a home with a view. Perc tested.`
        : [fill(pick(rnd, OPENINGS)), pick(rnd, MIDDLES), pick(rnd, MIDDLES), pick(rnd, CLOSINGS)]
            .filter((t, j, all) => all.indexOf(t) === j)
            .join(' ')
      const rural =
        rnd() < (town.city === 'Phillipsburg' || town.city === 'Hackettstown' ? 0.2 : 0.65)
      const record: ResoRecord = {
        ListingKey: key,
        ListingId: `DEMO${String(n + 1).padStart(4, '0')}`,
        StandardStatus: status,
        ListPrice: reduced ? round(price * 0.96, 1000) : price,
        OriginalListPrice: price,
        PreviousListPrice: reduced ? price : null,
        PriceChangeTimestamp: reduced
          ? new Date(onMarket.getTime() + Math.floor(daysListed / 2) * day).toISOString()
          : null,
        BedroomsTotal: beds,
        BathroomsTotalInteger: baths,
        LivingArea: land ? null : size,
        LotSizeAcres: Number(
          (land || kind.sub === 'Farm'
            ? 2 + rnd() * 20
            : kind.sub === 'Condominium'
              ? 0
              : 0.15 + rnd() * 2.5
          ).toFixed(2),
        ),
        YearBuilt: land ? null : 1880 + Math.floor(rnd() * 145),
        // From the size and house number, drawing no random number: the rest stays as it was.
        GarageSpaces: land
          ? null
          : Math.max(0, Math.min(3, Math.floor(size / 1000)) - (number % 4 ? 0 : 1)),
        PropertyType: kind.type,
        PropertySubType: kind.sub,
        ...demoPlace(rnd, town, number, street),
        PublicRemarks: remarks,
        ...demoListed(firm, onMarket, now),
        AssociationFee:
          kind.sub === 'Condominium' || kind.sub === 'Townhouse'
            ? round(180 + rnd() * 320, 5)
            : null,
        AssociationFeeFrequency:
          kind.sub === 'Condominium' || kind.sub === 'Townhouse' ? 'Monthly' : null,
        TaxAnnualAmount: round(price * (0.021 + rnd() * 0.009), 1),
        WaterSource: rural ? ['Well'] : ['Public'],
        Sewer: rural ? ['Septic Tank'] : ['Public Sewer'],
        Media: demoMedia(rnd, key, n, land),
      }
      // A two-family home's units and income, from a generator of its own: the draws above, and
      // so every other demo home, stay as they were.
      if (kind.sub === 'Duplex')
        Object.assign(
          record,
          incomeFields(
            random(seed * 10 + n),
            town,
            duplexLayout(beds!, baths!),
            record.TaxAnnualAmount as number,
            incomeDetail(buildings++),
          ),
        )
      records.push(record)
    }
  }
  return [...records, ...demoIncomeBuildings(now, buildings)]
}
