import type { ResoRecord } from '../sync/record'
import { normal, pick, random, round, weighted } from './random'
import { DEMO_TOWNS, demoPlace, FIRMS, STREETS } from './towns'

const KINDS = [
  { weight: 72, type: 'Residential', sub: 'SingleFamilyResidence', factor: 1 },
  { weight: 11, type: 'Residential', sub: 'Townhouse', factor: 0.95 },
  { weight: 8, type: 'Residential', sub: 'Condominium', factor: 0.92 },
  { weight: 9, type: 'ResidentialIncome', sub: 'Duplex', factor: 1.02 },
] as const

/** RESO `PropertyCondition` values and what each does to a demo price; most sales carry none. */
const CONDITIONS = [
  { weight: 64, value: null, factor: 1 },
  { weight: 10, value: 'Fixer', factor: 0.84 },
  { weight: 21, value: 'Updated/Remodeled', factor: 1.07 },
  { weight: 5, value: 'New Construction', factor: 1.12 },
] as const

/** More homes close in late spring and summer than in winter (January first). */
const SEASON = [0.6, 0.6, 0.8, 1, 1.2, 1.4, 1.4, 1.3, 1.1, 1, 0.8, 0.8]

/** Closed sales per demo home for sale, town by town: about 300 over the two years. */
const SALES_PER_LISTING = 2.05

const DAY = 24 * 60 * 60 * 1000
const YEAR = 365.25 * DAY

/**
 * About 300 demo closed sales over the 24 months before `now`, in the towns and price levels of
 * the demo homes for sale, as a RESO feed sends them (`StandardStatus` Closed, `ClosePrice`,
 * `CloseDate`, the facts at listing time). A sale's price follows the same town price level and
 * size rule as the demo homes for sale, and moves with bedrooms, bathrooms, lot, age and
 * condition, drifts over time at the town's own yearly rate, and carries a random part of about
 * 6 %: a plausible market for the home-value estimate and the market figures to read.
 */
export function demoClosedSales(now: Date, seed = 2024): ResoRecord[] {
  const rnd = random(seed)
  const records: ResoRecord[] = []
  const months = monthsBefore(now, 24)
  let n = 0
  for (const town of DEMO_TOWNS) {
    const count = Math.round(town.count * SALES_PER_LISTING)
    for (let i = 0; i < count; i++, n++) {
      const kind = weighted(rnd, KINDS)
      const condo = kind.sub === 'Condominium'
      const attached = condo || kind.sub === 'Townhouse'
      const size = round(1100 + rnd() * 2600 * (attached ? 0.55 : 1), 10)
      const beds = condo
        ? 1 + Math.floor(rnd() * 2)
        : Math.max(2, Math.min(6, Math.round(1.2 + size / 900 + rnd() * 1.4)))
      const baths = Math.max(1, Math.min(5, Math.round(beds * 0.55 + size / 1800 + rnd() * 0.6)))
      const lot = condo
        ? 0
        : Number((attached ? 0.05 + rnd() * 0.2 : 0.15 + rnd() * 2.5).toFixed(2))
      const condition = weighted(rnd, CONDITIONS)
      const month = weighted(rnd, months)
      const close = new Date(month.start + Math.floor(rnd() * month.days) * DAY)
      const year =
        condition.value === 'New Construction'
          ? close.getUTCFullYear() - Math.floor(rnd() * 2)
          : 1900 + Math.floor(rnd() * 122)
      const age = close.getUTCFullYear() - year
      const yearsAgo = (now.getTime() - close.getTime()) / YEAR
      const price = round(
        town.median *
          (0.675 + (size / 2400) * 0.55) *
          kind.factor *
          (1 + 0.02 * (beds - 3)) *
          (1 + 0.035 * (baths - 2)) *
          (1 + 0.025 * (Math.min(lot, 5) - 0.8)) *
          (1 - 0.0015 * (Math.min(age, 120) - 50)) *
          condition.factor *
          (1 + town.appreciation) ** -yearsAgo *
          Math.exp(0.06 * normal(rnd)),
        500,
      )
      const listPrice = round(price / (0.96 + rnd() * 0.07), 1000)
      const daysOnMarket = 12 + Math.floor(rnd() * rnd() * 150)
      const contract = new Date(close.getTime() - (30 + Math.floor(rnd() * 25)) * DAY)
      const listed = new Date(contract.getTime() - daysOnMarket * DAY)
      const number = 10 + Math.floor(rnd() * 480)
      const street = pick(rnd, STREETS)
      const key = `demo-sold-${String(n + 1).padStart(3, '0')}`
      const firm = pick(rnd, FIRMS)
      const rural =
        rnd() < (town.city === 'Phillipsburg' || town.city === 'Hackettstown' ? 0.2 : 0.65)
      records.push({
        ListingKey: key,
        ListingId: `DEMOS${String(n + 1).padStart(4, '0')}`,
        StandardStatus: 'Closed',
        ListPrice: listPrice,
        OriginalListPrice: listPrice,
        ClosePrice: price,
        CloseDate: close.toISOString().slice(0, 10),
        PurchaseContractDate: contract.toISOString().slice(0, 10),
        OnMarketDate: listed.toISOString().slice(0, 10),
        DaysOnMarket: daysOnMarket,
        BedroomsTotal: beds,
        BathroomsTotalInteger: baths,
        LivingArea: size,
        LotSizeAcres: lot,
        YearBuilt: year,
        PropertyCondition: condition.value ? [condition.value] : [],
        GarageSpaces: Math.max(0, Math.min(3, Math.floor(size / 1000)) - (number % 4 ? 0 : 1)),
        PropertyType: kind.type,
        PropertySubType: kind.sub,
        ...demoPlace(rnd, town, number, street),
        ListOfficeName: firm.name,
        ListOfficePhone: firm.phone,
        ModificationTimestamp: close.toISOString(),
        StatusChangeTimestamp: close.toISOString(),
        TaxAnnualAmount: round(price * (0.021 + rnd() * 0.009), 1),
        WaterSource: rural ? ['Well'] : ['Public'],
        Sewer: rural ? ['Septic Tank'] : ['Public Sewer'],
      })
    }
  }
  return records
}

/**
 * The `count` calendar months before `now`, weighted by season: the current one up to yesterday
 * (weighted by the share of it gone), the oldest from the same day two years back.
 */
function monthsBefore(now: Date, count: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count + 1 }, (_, i) => {
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 1)
    const start =
      i === count ? first + (today - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) : first
    const end = Math.min(next, today)
    const days = Math.max(0, Math.round((end - start) / DAY))
    const full = Math.round((next - first) / DAY)
    return { start, days, weight: (SEASON[new Date(first).getUTCMonth()]! * days) / full }
  }).filter((month) => month.days > 0)
}
