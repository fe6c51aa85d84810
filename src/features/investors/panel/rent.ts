import {
  estimateRent,
  reportedRent,
  type Lease,
  type RentEstimate,
  type RentSubject,
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
  /**
   * No number: `withheld` when the seller allows no automated valuation beside the listing (so
   * no estimate from leases), `few` when too few comparable leases were found.
   */
  | { kind: 'none'; reason: 'withheld' | 'few'; beds: number | null; found: number }

/**
 * The panel's rent: the listing's own figures first; else, where the seller allows an automated
 * valuation, the estimate from comparable leases (read only then); else no number.
 */
export async function choosePanelRent(
  subject: RentSubject,
  allowEstimate: boolean,
  leases: () => Promise<readonly Lease[]>,
  now = Date.now(),
): Promise<PanelRent> {
  const reported = reportedRent(subject)
  if (reported) return reported
  if (!allowEstimate) return { kind: 'none', reason: 'withheld', beds: subject.beds, found: 0 }
  const estimate = estimateRent(subject, await leases(), now)
  return estimate.kind === 'none' ? { ...estimate, reason: 'few' } : estimate
}
