/**
 * The New Jersey fees a seller pays at closing, each with the law it comes from and the date it
 * holds from. Every figure on the net sheet is computed from this one table; the page names the
 * same laws and dates beside its lines.
 *
 * Money is in cents, so the schedules' arithmetic is exact.
 */

/** A rule's origin as the page words it. */
export type Source = {
  /** The law or rule, e.g. "N.J.S.A. 46:15-7 et seq.". */
  law: string
  /** The day the figures hold from, YYYY-MM-DD; none where they are the year's own (property tax). */
  since?: string
}

/** One bracket of a realty transfer fee schedule: the rate per $500 up to `upTo` dollars. */
export type Bracket = { upTo: number; centsPer500: number }

/** A schedule: the brackets, marginal, the last one open-ended. */
export type Schedule = readonly Bracket[]

const OPEN = Number.POSITIVE_INFINITY

/**
 * Realty transfer fee, paid by the seller when the deed is recorded: per $500 of consideration or
 * part of it, marginal within a schedule. A sale of $350,000 or less uses the first schedule; a
 * sale above $350,000 uses the second from the first dollar (which makes the fee jump at
 * $350,001). The rates are the combined state and county fee the county clerks collect, as the
 * schedules stand since P.L.2006, c.33 (1 August 2006).
 */
export const TRANSFER_FEE = {
  source: { law: 'N.J.S.A. 46:15-7 et seq.', since: '2006-08-01' },
  /** The schedules change above this consideration, in dollars. */
  threshold: 350_000,
  standard: {
    upToThreshold: [
      { upTo: 150_000, centsPer500: 200 },
      { upTo: 200_000, centsPer500: 335 },
      { upTo: OPEN, centsPer500: 390 },
    ],
    aboveThreshold: [
      { upTo: 150_000, centsPer500: 290 },
      { upTo: 200_000, centsPer500: 425 },
      { upTo: 550_000, centsPer500: 480 },
      { upTo: 850_000, centsPer500: 530 },
      { upTo: 1_000_000, centsPer500: 580 },
      { upTo: OPEN, centsPer500: 605 },
    ],
  },
  /**
   * The reduced schedule for an owner-occupant of a one- or two-family home who is 62 or older,
   * blind or disabled.
   */
  reduced: {
    source: { law: 'N.J.S.A. 46:15-10.1', since: '2006-08-01' },
    upToThreshold: [
      { upTo: 150_000, centsPer500: 50 },
      { upTo: OPEN, centsPer500: 125 },
    ],
    aboveThreshold: [
      { upTo: 150_000, centsPer500: 140 },
      { upTo: 550_000, centsPer500: 215 },
      { upTo: 850_000, centsPer500: 265 },
      { upTo: 1_000_000, centsPer500: 315 },
      { upTo: OPEN, centsPer500: 340 },
    ],
  },
} as const

/**
 * Graduated percent fee on a residential sale above $1,000,000, paid by the seller for transfers
 * on or after 10 July 2025 (the contract may shift it to the buyer). Not marginal: the rate of the
 * price's bracket applies to the whole price.
 */
export const PERCENT_FEE = {
  source: { law: 'P.L.2025, c.69', since: '2025-07-10' },
  /** No fee at or below this price, in dollars. */
  from: 1_000_000,
  /** Basis points (1 % = 100) of the whole price, for a price up to `upTo` dollars. */
  brackets: [
    { upTo: 2_000_000, basisPoints: 100 },
    { upTo: 2_500_000, basisPoints: 200 },
    { upTo: 3_000_000, basisPoints: 250 },
    { upTo: 3_500_000, basisPoints: 300 },
    { upTo: OPEN, basisPoints: 350 },
  ],
} as const

/**
 * A seller who does not live in New Jersey pays an estimate of the income tax on the sale at
 * closing: the greater of 2 % of the price or 10.75 % of the gain. It is credited against the
 * seller's New Jersey income tax for the year.
 */
export const NON_RESIDENT_ESTIMATE = {
  // 10.75 %: New Jersey's highest income-tax rate, which the estimate uses, since the 2018 tax year.
  source: { law: 'N.J.S.A. 54A:8-9', since: '2018-01-01' },
  priceBasisPoints: 200,
  gainBasisPoints: 1075,
} as const

/**
 * The smoke, carbon-monoxide and fire-extinguisher certificate a one- or two-family home needs
 * before it is sold. The fee is the Sussex County Fire Marshal's for a request made more than 10
 * business days ahead ($90 at 4 to 10 days, $161 at fewer); towns that inspect themselves set
 * their own. The fees are the 2024 schedule.
 */
export const CERTIFICATE = {
  source: { law: 'N.J.A.C. 5:70-2.3', since: '2024-01-01' },
  /** By how many business days before the closing it is asked for. */
  cents: { moreThan10: 45_00, from4To10: 90_00, fewerThan4: 161_00 },
} as const
export type CertificateTier = keyof typeof CERTIFICATE.cents

/**
 * Business days (Monday to Friday; holidays are not counted out) after `today` up to and
 * including `closing`, both YYYY-MM-DD: how far ahead a certificate asked today is asked.
 * Counted to 11 at most, past which the fee no longer changes.
 */
export function businessDaysUntil(today: string, closing: string): number {
  const DAY = 86_400_000
  const end = Date.parse(`${closing}T00:00:00Z`)
  let days = 0
  for (let t = Date.parse(`${today}T00:00:00Z`) + DAY; t <= end && days <= 10; t += DAY) {
    const weekday = new Date(t).getUTCDay()
    if (weekday !== 0 && weekday !== 6) days++
  }
  return days
}

/**
 * The certificate's fee if asked for today, for a closing on `closing`. A closing not given, or
 * already past (a sale looked back on), is taken as asked well ahead.
 */
export function certificateTier(closing: string | undefined, today: string): CertificateTier {
  if (closing === undefined || closing < today) return 'moreThan10'
  const ahead = businessDaysUntil(today, closing)
  return ahead > 10 ? 'moreThan10' : ahead >= 4 ? 'from4To10' : 'fewerThan4'
}

/**
 * The water test a home on a private well needs before closing. There is no set fee: this is a
 * typical price of a certified laboratory's test.
 */
export const WELL_TEST = {
  source: { law: 'N.J.S.A. 58:12A-27', since: '2002-09-14' },
  cents: 500_00,
} as const

/**
 * Property tax: billed for the calendar year in four quarterly bills due 1 February, 1 May,
 * 1 August and 1 November (the first two a quarter each of last year's tax). The seller owes the
 * share of the year from 1 January to the day the deed is delivered, unless the contract says
 * otherwise.
 */
export const PROPERTY_TAX = {
  source: { law: 'N.J.S.A. 54:4-56 and 54:4-66' },
  /** The months (1–12) whose first day a quarterly bill is due. */
  dueMonths: [2, 5, 8, 11],
} as const
