import { reportedRent, type RentEstimate, type RentSubject } from './estimate'

/** No rent shown: the seller allows no automated valuation beside the listing. */
export type WithheldRent = { kind: 'none'; reason: 'withheld'; beds: number | null; found: 0 }

/**
 * The rule every rent the site shows follows, before any lease is read: the listing's own figures
 * first; where it states none and the seller allows no automated valuation (an estimate from
 * comparable leases is one), no rent at all; `null` when an estimate from leases may be made.
 */
export function rentBeforeLeases(
  s: RentSubject,
  allowEstimate: boolean,
): Extract<RentEstimate, { kind: 'listing' }> | WithheldRent | null {
  return (
    reportedRent(s) ??
    (allowEstimate ? null : { kind: 'none', reason: 'withheld', beds: s.beds, found: 0 })
  )
}
