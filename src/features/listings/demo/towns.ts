/**
 * The towns of the demo inventory, grouped under the eight service areas: the six towns that
 * are areas themselves, and towns of Sussex and Warren counties for the two county areas.
 * Prices, taxes and coordinates are typical for each town, not any real home's; `appreciation` is
 * the yearly price drift of the town's demo sales.
 */
export const DEMO_TOWNS = [
  {
    city: 'Andover',
    county: 'Sussex',
    zip: '07821',
    lat: 40.986,
    lng: -74.742,
    median: 430_000,
    count: 16,
    appreciation: 0.04,
  },
  {
    city: 'Byram',
    county: 'Sussex',
    zip: '07871',
    lat: 40.956,
    lng: -74.718,
    median: 465_000,
    count: 16,
    appreciation: 0.05,
  },
  {
    city: 'Sparta',
    county: 'Sussex',
    zip: '07871',
    lat: 41.033,
    lng: -74.638,
    median: 560_000,
    count: 10,
    appreciation: 0.06,
  },
  {
    city: 'Newton',
    county: 'Sussex',
    zip: '07860',
    lat: 41.058,
    lng: -74.753,
    median: 340_000,
    count: 8,
    appreciation: 0.03,
  },
  {
    city: 'Hopatcong',
    county: 'Sussex',
    zip: '07843',
    lat: 40.933,
    lng: -74.659,
    median: 380_000,
    count: 6,
    appreciation: 0.055,
  },
  {
    city: 'Vernon',
    county: 'Sussex',
    zip: '07462',
    lat: 41.198,
    lng: -74.483,
    median: 360_000,
    count: 6,
    appreciation: 0.02,
  },
  {
    city: 'Blairstown',
    county: 'Warren',
    zip: '07825',
    lat: 40.983,
    lng: -74.958,
    median: 455_000,
    count: 16,
    appreciation: 0.045,
  },
  {
    city: 'Hackettstown',
    county: 'Warren',
    zip: '07840',
    lat: 40.854,
    lng: -74.829,
    median: 420_000,
    count: 16,
    appreciation: 0.05,
  },
  {
    city: 'Washington',
    county: 'Warren',
    zip: '07882',
    lat: 40.758,
    lng: -74.979,
    median: 395_000,
    count: 16,
    appreciation: 0.035,
  },
  {
    city: 'Phillipsburg',
    county: 'Warren',
    zip: '08865',
    lat: 40.694,
    lng: -75.19,
    median: 310_000,
    count: 8,
    appreciation: 0.065,
  },
  {
    city: 'Belvidere',
    county: 'Warren',
    zip: '07823',
    lat: 40.83,
    lng: -75.078,
    median: 370_000,
    count: 6,
    appreciation: 0.03,
  },
  {
    city: 'Allamuchy',
    county: 'Warren',
    zip: '07820',
    lat: 40.922,
    lng: -74.803,
    median: 520_000,
    count: 6,
    appreciation: 0.04,
  },
  {
    city: 'Chester',
    county: 'Morris',
    zip: '07930',
    lat: 40.784,
    lng: -74.697,
    median: 825_000,
    count: 16,
    appreciation: 0.025,
  },
] as const

export const STREETS = [
  'Lake Shore Dr',
  'Ridge Rd',
  'Old Mill Ln',
  'Orchard St',
  'Highland Ave',
  'Maple Ave',
  'Cedar Ln',
  'Schoolhouse Rd',
  'Main St',
  'Pequest Rd',
  'Kittatinny Trl',
  'Meadow Brook Ln',
  'Church St',
  'Hillside Ter',
  'Spring Valley Rd',
  'Stillwater Rd',
  'Fox Hollow Rd',
  'Brookside Dr',
] as const

export const FIRMS = [
  { name: 'Skylands Home Realty', phone: '(973) 555-0148' },
  { name: 'Delaware Valley Properties', phone: '(908) 555-0172' },
  { name: 'Highlands Hearth Real Estate', phone: '(973) 555-0190' },
  { name: 'Kittatinny Land & Home', phone: '(908) 555-0125' },
] as const

/** A demo home's address fields and a point near its town's middle (two draws of `rnd`). */
export function demoPlace(
  rnd: () => number,
  town: (typeof DEMO_TOWNS)[number],
  number: number,
  street: string,
) {
  return {
    UnparsedAddress: `${number} ${street}, ${town.city}, NJ ${town.zip}`,
    StreetNumber: String(number),
    StreetName: street,
    City: town.city,
    PostalCode: town.zip,
    CountyOrParish: town.county,
    StateOrProvince: 'NJ',
    Latitude: Number((town.lat + (rnd() - 0.5) * 0.05).toFixed(5)),
    Longitude: Number((town.lng + (rnd() - 0.5) * 0.06).toFixed(5)),
  }
}

/**
 * A demo listing's firm and its dates: on the market since `onMarket` (or from then, when it is
 * still to come: no days on the market yet), as modified `now`.
 */
export function demoListed(firm: (typeof FIRMS)[number], onMarket: Date, now: Date) {
  const upcoming = onMarket > now
  return {
    ListOfficeName: firm.name,
    ListOfficePhone: firm.phone,
    OnMarketDate: onMarket.toISOString().slice(0, 10),
    DaysOnMarket: upcoming
      ? 0
      : Math.round((now.getTime() - onMarket.getTime()) / (24 * 60 * 60 * 1000)),
    ModificationTimestamp: now.toISOString(),
    StatusChangeTimestamp: (upcoming ? now : onMarket).toISOString(),
  }
}
