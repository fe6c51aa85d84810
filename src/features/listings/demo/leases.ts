import type { ResoRecord } from '../sync/record'
import { normal, pick, random, round } from './random'
import { type DemoRentKind, typicalRent } from './rents'
import { DEMO_TOWNS, demoPlace, FIRMS, STREETS } from './towns'

/** A kind of rental: its RESO sub type, how its rent compares, its bedrooms. */
type Rental = { sub: string; kind: DemoRentKind; beds: number }
const house = (beds: number): Rental => ({ sub: 'SingleFamilyResidence', kind: 'house', beds })
const apartment = (beds: number): Rental => ({ sub: 'Apartment', kind: 'unit', beds })
const duplexUnit = (beds: number): Rental => ({ sub: 'Duplex', kind: 'unit', beds })
const condo = (beds: number): Rental => ({ sub: 'Condominium', kind: 'attached', beds })
const townhouse = (beds: number): Rental => ({ sub: 'Townhouse', kind: 'attached', beds })

/**
 * The rentals of a town, in turn: the first nine are one of each kind and bedroom count the demo
 * homes for sale compare with (houses of 2 to 4 bedrooms, attached homes and units of 1 to 3), so
 * every town has some of each; the rest the common ones again. A town takes as many as it has
 * leases (leasesIn), starting again from the first.
 */
const RENTALS: Rental[] = [
  house(3),
  apartment(2),
  house(4),
  duplexUnit(1),
  condo(2),
  house(2),
  duplexUnit(3),
  condo(1),
  townhouse(3),
  house(3),
  house(4),
  duplexUnit(2),
  house(3),
  apartment(1),
  house(4),
  townhouse(2),
  apartment(2),
  house(2),
  apartment(3),
  house(3),
]

/** More rentals are let in summer than in winter (January first). */
const SEASON = [0.7, 0.7, 0.8, 1, 1.1, 1.3, 1.4, 1.3, 1.1, 0.9, 0.8, 0.7]

/** The towns with a center of apartments and rented houses: about twice the leases. */
const RENTAL_TOWNS = ['Newton', 'Hackettstown', 'Washington', 'Phillipsburg']

/** Demo leases in a town: nine or more in each, more where more homes are for sale. */
const leasesIn = (town: (typeof DEMO_TOWNS)[number]) =>
  Math.round((5 + town.count * 0.65) * (RENTAL_TOWNS.includes(town.city) ? 1.8 : 1))

/** Rents rise about 4 % a year: a lease let two years ago let for about 8 % less. */
const RENT_GROWTH = 0.04

const DAY = 24 * 60 * 60 * 1000
const YEAR = 365.25 * DAY

/**
 * About 200 demo leases (`PropertyType` ResidentialLease) as a RESO feed sends them: a quarter
 * offered now (`ListPrice`, the monthly rent asked), the rest let over the 24 months before `now`
 * (`ClosePrice`, the monthly rent agreed, and `CloseDate`). Houses, townhouses, condominiums and
 * apartments of 1 to 4 bedrooms, in every demo town but Vernon (so that its homes honestly get no
 * rent estimate), at the town's typical rents with a random part of about 6 %. They are the
 * comparables of the investment figures' rent estimate, and are never shown as homes for sale.
 */
export function demoLeases(now: Date, seed = 2027): ResoRecord[] {
  const rnd = random(seed)
  const records: ResoRecord[] = []
  let n = 0
  for (const town of DEMO_TOWNS) {
    if (town.city === 'Vernon') continue
    const count = leasesIn(town)
    for (let i = 0; i < count; i++, n++) {
      const kind = RENTALS[i % RENTALS.length]!
      const beds = kind.beds
      const baths = Math.max(1, Math.min(3, Math.round(beds * 0.6 + rnd() * 0.6)))
      const size = round(beds * (kind.kind === 'house' ? 520 : 480) + 250 + rnd() * 350, 10)
      const active = rnd() < 0.25
      const at = active
        ? new Date(now.getTime() - Math.floor(rnd() * 45) * DAY)
        : new Date(now.getTime() - seasonalDaysAgo(rnd, now) * DAY)
      const yearsAgo = (now.getTime() - at.getTime()) / YEAR
      const rent = round(
        typicalRent(kind.kind, beds, town) *
          (1 + RENT_GROWTH) ** -yearsAgo *
          Math.exp(0.06 * normal(rnd)),
        25,
      )
      const asked = active ? rent : round(rent * (1 + rnd() * 0.04), 25)
      const listed = active ? at : new Date(at.getTime() - (10 + Math.floor(rnd() * 35)) * DAY)
      const number = 10 + Math.floor(rnd() * 480)
      const street = pick(rnd, STREETS)
      const firm = pick(rnd, FIRMS)
      const key = `demo-lease-${String(n + 1).padStart(3, '0')}`
      const detached = kind.kind === 'house'
      records.push({
        ListingKey: key,
        ListingId: `DEMOL${String(n + 1).padStart(4, '0')}`,
        StandardStatus: active ? 'Active' : 'Closed',
        PropertyType: 'ResidentialLease',
        PropertySubType: kind.sub,
        ListPrice: asked,
        OriginalListPrice: asked,
        ClosePrice: active ? null : rent,
        CloseDate: active ? null : at.toISOString().slice(0, 10),
        OnMarketDate: listed.toISOString().slice(0, 10),
        DaysOnMarket: Math.round(((active ? now : at).getTime() - listed.getTime()) / DAY),
        BedroomsTotal: beds,
        BathroomsTotalInteger: baths,
        LivingArea: size,
        LotSizeAcres: detached ? Number((0.15 + rnd() * 1.5).toFixed(2)) : null,
        YearBuilt: 1900 + Math.floor(rnd() * 122),
        ...demoPlace(rnd, town, number, street),
        PublicRemarks: `For rent: a ${beds}-bedroom ${detached ? 'house' : kind.sub === 'Apartment' || kind.sub === 'Duplex' ? 'apartment' : kind.sub.toLowerCase()} in ${town.city}. Tenant pays electric${detached ? ', heat and lawn care' : ''}.`,
        ListOfficeName: firm.name,
        ListOfficePhone: firm.phone,
        ModificationTimestamp: (active ? now : at).toISOString(),
        StatusChangeTimestamp: at.toISOString(),
      })
    }
  }
  return records
}

/** Days before `now` within the last 24 months, more of them in summer. */
function seasonalDaysAgo(rnd: () => number, now: Date): number {
  for (;;) {
    const days = 1 + Math.floor(rnd() * 729)
    const month = new Date(now.getTime() - days * DAY).getUTCMonth()
    if (rnd() * 1.4 < SEASON[month]!) return days
  }
}
