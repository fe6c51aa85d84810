import type { ResoRecord } from '../sync/record'
import { demoMedia } from './media'
import { pick, random, round } from './random'
import { typicalRent } from './rents'
import { DEMO_TOWNS, demoListed, demoPlace, FIRMS, STREETS } from './towns'

type Town = (typeof DEMO_TOWNS)[number]

/** A building's unit types: bedrooms and bathrooms of each, and how many units are alike. */
export type Layout = { beds: number; baths: number; units: number }[]

/**
 * How much a demo building's listing tells of its income: the whole statement (its unit types
 * with their rents, the gross scheduled income, vacancy, each expense, the NOI, who pays what and
 * where the figures come from); its unit types with their rents only (a rent roll); its unit types
 * with one type vacant (no rent of its own: those units' rent comes from comparable leases); or
 * nothing but its units (the whole rent comes from comparable leases).
 */
export type IncomeDetail = 'statement' | 'rent-roll' | 'vacant-unit' | 'units-only'

/** The mix the demo buildings take in turn. */
const DETAIL_CYCLE: IncomeDetail[] = [
  'statement',
  'units-only',
  'rent-roll',
  'statement',
  'vacant-unit',
  'units-only',
]
export const incomeDetail = (i: number) => DETAIL_CYCLE[i % DETAIL_CYCLE.length]!

const NOUNS: Record<string, string> = {
  Duplex: 'two-family home',
  Triplex: 'three-family home',
  Quadruplex: 'four-family home',
}

/**
 * A building's income and unit fields as a RESO feed sends them (`NumberOfUnitsTotal`,
 * `NumberOfUnitsLeased`, the `UnitTypes` expansion, `GrossScheduledIncome` and the expenses,
 * yearly), as much as `detail` tells. Each unit type lets near its town's typical rent.
 */
export function incomeFields(
  rnd: () => number,
  town: Town,
  layout: Layout,
  tax: number,
  detail: IncomeDetail,
): ResoRecord {
  const units = layout.reduce((sum, t) => sum + t.units, 0)
  const rents = layout.map((t) =>
    round(typicalRent('unit', t.beds, town) * (0.94 + rnd() * 0.12), 25),
  )
  const vacant = detail === 'vacant-unit' ? layout.length - 1 : -1
  const leased = vacant >= 0 ? units - layout[vacant]!.units : units - (rnd() < 0.25 ? 1 : 0)
  const fields: ResoRecord = { NumberOfUnitsTotal: units, NumberOfUnitsLeased: leased }
  if (detail === 'units-only') return fields
  fields.UnitTypes = layout.map((t, i) => ({
    UnitTypeBedsTotal: t.beds,
    UnitTypeBathsTotal: t.baths,
    UnitTypeUnitsTotal: t.units,
    UnitTypeActualRent: i === vacant ? null : rents[i],
    UnitTypeProForma: round(rents[i]! * 1.04, 25),
  }))
  if (detail !== 'statement') return fields
  const gross = 12 * layout.reduce((sum, t, i) => sum + rents[i]! * t.units, 0)
  const vacancy = pick(rnd, [3, 4, 5])
  const insurance = round(units * (1100 + rnd() * 500), 50)
  const maintenance = round(gross * (0.04 + rnd() * 0.03), 10)
  const waterSewer = round(units * (600 + rnd() * 300), 10)
  const ownerHeats = rnd() < 0.5
  const fuel = ownerHeats ? round(units * (1300 + rnd() * 700), 10) : null
  const operating = tax + insurance + maintenance + waterSewer + (fuel ?? 0)
  return {
    ...fields,
    GrossScheduledIncome: gross,
    VacancyAllowanceRate: vacancy,
    InsuranceExpense: insurance,
    MaintenanceExpense: maintenance,
    WaterSewerExpense: waterSewer,
    FuelExpense: fuel,
    OperatingExpense: operating,
    NetOperatingIncome: Math.round(gross * (1 - vacancy / 100) - operating),
    TenantPays: ownerHeats ? ['Electricity'] : ['Electricity', 'Heat', 'Hot Water'],
    FinancialDataSource: [pick(rnd, ['Owner', 'Accountant', 'Tax Return'])],
  }
}

/** A duplex's two units from its bedrooms and bathrooms in all: the larger half, the smaller. */
export function duplexLayout(beds: number, baths: number): Layout {
  const [big, small] = [Math.ceil(beds / 2), Math.max(1, Math.floor(beds / 2))]
  const [wet, dry] = [Math.max(1, Math.ceil(baths / 2)), Math.max(1, Math.floor(baths / 2))]
  return big === small && wet === dry
    ? [{ beds: big, baths: wet, units: 2 }]
    : [
        { beds: big, baths: wet, units: 1 },
        { beds: small, baths: dry, units: 1 },
      ]
}

/**
 * The building the investors' guide works through by hand (docs/investors.md), the same on every
 * install: a triplex in Newton with its whole income statement. Only its dates follow `now`.
 */
export const WORKED_EXAMPLE_KEY = 'demo-mf-01'

function workedExample(now: Date): ResoRecord {
  const town = DEMO_TOWNS.find((t) => t.city === 'Newton')!
  const listed = new Date(now.getTime() - 12 * 86_400_000)
  return {
    ListingKey: WORKED_EXAMPLE_KEY,
    ListingId: 'DEMOMF01',
    StandardStatus: 'Active',
    ListPrice: 435_000,
    OriginalListPrice: 435_000,
    BedroomsTotal: 4,
    BathroomsTotalInteger: 3,
    LivingArea: 2860,
    LotSizeAcres: 0.21,
    YearBuilt: 1925,
    GarageSpaces: 0,
    PropertyType: 'ResidentialIncome',
    PropertySubType: 'Triplex',
    UnparsedAddress: `118 Church St, Newton, NJ ${town.zip}`,
    StreetNumber: '118',
    StreetName: 'Church St',
    City: town.city,
    PostalCode: town.zip,
    CountyOrParish: town.county,
    StateOrProvince: 'NJ',
    Latitude: 41.0561,
    Longitude: -74.7528,
    PublicRemarks:
      'A three-family home a short walk from the Newton green, fully rented: a two-bedroom ' +
      'apartment on the first floor and two one-bedroom apartments above, each with its own ' +
      'entrance and electric meter. The owner pays water, sewer and the oil heat. Rent roll, ' +
      'expenses and leases available to qualified buyers.',
    ListOfficeName: FIRMS[0].name,
    ListOfficePhone: FIRMS[0].phone,
    OnMarketDate: listed.toISOString().slice(0, 10),
    DaysOnMarket: 12,
    ModificationTimestamp: now.toISOString(),
    StatusChangeTimestamp: listed.toISOString(),
    TaxAnnualAmount: 10_440,
    WaterSource: ['Public'],
    Sewer: ['Public Sewer'],
    NumberOfUnitsTotal: 3,
    NumberOfUnitsLeased: 3,
    UnitTypes: [
      {
        UnitTypeBedsTotal: 2,
        UnitTypeBathsTotal: 1,
        UnitTypeUnitsTotal: 1,
        UnitTypeActualRent: 1900,
        UnitTypeProForma: 1975,
      },
      {
        UnitTypeBedsTotal: 1,
        UnitTypeBathsTotal: 1,
        UnitTypeUnitsTotal: 2,
        UnitTypeActualRent: 1475,
        UnitTypeProForma: 1525,
      },
    ],
    GrossScheduledIncome: 58_200,
    VacancyAllowanceRate: 5,
    InsuranceExpense: 4200,
    MaintenanceExpense: 3492,
    WaterSewerExpense: 2160,
    FuelExpense: 2400,
    OperatingExpense: 22_692,
    NetOperatingIncome: 32_598,
    TenantPays: ['Electricity'],
    FinancialDataSource: ['Owner'],
    Media: demoMedia(() => 0.5, WORKED_EXAMPLE_KEY, 3, false),
  }
}

/** The other demo buildings: where, what kind, their unit types. */
const BUILDINGS: { city: string; sub: string; layout: Layout }[] = [
  {
    city: 'Phillipsburg',
    sub: 'Quadruplex',
    layout: [
      { beds: 1, baths: 1, units: 2 },
      { beds: 2, baths: 1, units: 2 },
    ],
  },
  { city: 'Phillipsburg', sub: 'Triplex', layout: [{ beds: 2, baths: 1, units: 3 }] },
  {
    city: 'Washington',
    sub: 'Triplex',
    layout: [
      { beds: 1, baths: 1, units: 1 },
      { beds: 2, baths: 1, units: 2 },
    ],
  },
  { city: 'Hackettstown', sub: 'Quadruplex', layout: [{ beds: 2, baths: 1, units: 4 }] },
  {
    city: 'Belvidere',
    sub: 'Duplex',
    layout: [
      { beds: 2, baths: 1, units: 1 },
      { beds: 3, baths: 1, units: 1 },
    ],
  },
  {
    city: 'Newton',
    sub: 'Quadruplex',
    layout: [
      { beds: 1, baths: 1, units: 1 },
      { beds: 2, baths: 1, units: 2 },
      { beds: 3, baths: 2, units: 1 },
    ],
  },
  {
    city: 'Hopatcong',
    sub: 'Triplex',
    layout: [
      { beds: 1, baths: 1, units: 1 },
      { beds: 2, baths: 1, units: 1 },
      { beds: 3, baths: 1, units: 1 },
    ],
  },
  // Far from every demo lease, and telling nothing of its rents: its page has no estimate.
  { city: 'Vernon', sub: 'Triplex', layout: [{ beds: 2, baths: 1, units: 3 }] },
]

/**
 * The worked example and eight more small buildings for sale (`ResidentialIncome`: duplex,
 * triplex, quadruplex), priced at 6.8 to 9 times their yearly rent roll as small buildings here
 * sell, each telling as much of its income as its turn in the mix says; the one in Vernon tells
 * nothing. `first` is the detail mix's turn of the first of them.
 */
export function demoIncomeBuildings(now: Date, first: number, seed = 3031): ResoRecord[] {
  const rnd = random(seed)
  const day = 24 * 60 * 60 * 1000
  const records = [workedExample(now)]
  BUILDINGS.forEach((building, i) => {
    const town = DEMO_TOWNS.find((t) => t.city === building.city)!
    const key = `demo-mf-${String(i + 2).padStart(2, '0')}`
    const units = building.layout.reduce((sum, t) => sum + t.units, 0)
    const beds = building.layout.reduce((sum, t) => sum + t.beds * t.units, 0)
    const baths = building.layout.reduce((sum, t) => sum + t.baths * t.units, 0)
    const roll = building.layout.reduce(
      (sum, t) => sum + typicalRent('unit', t.beds, town) * t.units,
      0,
    )
    const price = round(roll * 12 * (6.8 + rnd() * 2.2), 5000)
    const tax = round(price * (0.021 + rnd() * 0.009), 1)
    const detail = building.city === 'Vernon' ? 'units-only' : incomeDetail(first + i)
    const onMarket = new Date(now.getTime() - Math.floor(rnd() * 90) * day)
    const number = 10 + Math.floor(rnd() * 480)
    const street = pick(rnd, STREETS)
    const firm = pick(rnd, FIRMS)
    const noun = NOUNS[building.sub]!
    const size = round(units * (850 + rnd() * 300), 10)
    records.push({
      ListingKey: key,
      ListingId: `DEMOMF${String(i + 2).padStart(2, '0')}`,
      StandardStatus: rnd() < 0.85 ? 'Active' : 'ActiveUnderContract',
      ListPrice: price,
      OriginalListPrice: price,
      BedroomsTotal: beds,
      BathroomsTotalInteger: baths,
      LivingArea: size,
      LotSizeAcres: Number((0.12 + rnd() * 0.4).toFixed(2)),
      YearBuilt: 1890 + Math.floor(rnd() * 90),
      GarageSpaces: units > 3 ? 0 : 1,
      PropertyType: 'ResidentialIncome',
      PropertySubType: building.sub,
      ...demoPlace(rnd, town, number, street),
      PublicRemarks:
        `A ${noun} in ${town.city} with ${units} apartments, each with its own entrance and ` +
        `meters. ${units > 2 ? 'Off-street parking for every unit.' : 'Live in one side and let the other.'} ` +
        `Close to shops and Route ${town.county === 'Warren' ? '57' : '206'}.`,
      ...demoListed(firm, onMarket, now),
      TaxAnnualAmount: tax,
      WaterSource: ['Public'],
      Sewer: ['Public Sewer'],
      ...incomeFields(rnd, town, building.layout, tax, detail),
      Media: demoMedia(rnd, key, 150 + i, false),
    })
  })
  return records
}
