import {
  estimateRent,
  rentBeforeLeases,
  type Lease,
  type RentEstimate,
  type RentSubject,
  type WithheldRent,
} from '../rent'

/** The listing's income figures by name, as the panel says where its rent comes from. */
export const REPORTED_FIELD: Record<Extract<RentEstimate, { kind: 'listing' }>['from'], string> = {
  GrossScheduledIncome: 'gross scheduled income',
  TotalActualRent: 'actual rents of the units',
  UnitTypeActualRent: 'actual rents of its unit types',
  GrossIncome: 'gross income',
}

/** The rent the panel starts from, and why there is none when there is none. */
export type PanelRent =
  | Extract<RentEstimate, { kind: 'listing' | 'leases' }>
  | WithheldRent
  /** No number: too few comparable leases were found. */
  | { kind: 'none'; reason: 'few'; beds: number | null; found: number }

/** The panel's rent, by `rentBeforeLeases`'s rule; comparable leases are read only when needed. */
export async function choosePanelRent(
  subject: RentSubject,
  allowEstimate: boolean,
  leases: () => Promise<readonly Lease[]>,
  now = Date.now(),
): Promise<PanelRent> {
  const before = rentBeforeLeases(subject, allowEstimate)
  if (before) return before
  const estimate = estimateRent(subject, await leases(), now)
  return estimate.kind === 'none' ? { ...estimate, reason: 'few' } : estimate
}
