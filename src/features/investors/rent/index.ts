/** A home's rent: the listing's own figures, or comparable leases of the feed (docs/investors.md). */
export { readLeases, rentKind, LEASE_MONTHS, type Lease, type RentKind } from './leases'
export {
  estimateRent,
  reportedRent,
  comparableLeases,
  unitGroups,
  unitsOf,
  LeaseIndex,
  milesBetween,
  MIN_LEASES,
  MAX_LEASES,
  LEASE_RADII,
  type RentSubject,
  type RentEstimate,
  type RentGroup,
  type RentComparable,
  type UnitTypeFacts,
} from './estimate'
export { rentBeforeLeases, type WithheldRent } from './rule'
