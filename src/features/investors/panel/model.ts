import { agentDay } from '@/lib/dates'

import { defaultAssumptions } from '../defaults'
import type { AssumptionDefaults } from '../assumptions'
import { formatDay, YOUR_FIGURE, type FigureSource, type PanelModel } from './figures'
import type { InvestmentFacts, PanelListing } from './read'
import { REPORTED_FIELD } from './rent'

/** A building of two units or more, or listed as residential income: the panel opens by itself. */
export const isMultiFamily = (listing: Pick<PanelListing, 'propertyType'>, units: number | null) =>
  (units ?? 0) >= 2 || listing.propertyType === 'ResidentialIncome'

/** The panel's starting assumptions for a home and where each one comes from. */
export function panelModel(
  listing: PanelListing & { path: string },
  address: string,
  facts: InvestmentFacts,
): PanelModel {
  const { costs, rent } = facts
  const monthly = rent.kind === 'none' ? null : rent.monthly
  const defaults: AssumptionDefaults = { ...defaultAssumptions(costs, monthly ?? 0), rent: null }
  if (monthly !== null) defaults.rent = Math.round(monthly)
  const asOf = listing.modifiedAt ? agentDay(listing.modifiedAt) : null
  const fromListing = (what: string): FigureSource => ({
    kind: 'listing',
    text: `Listing${what ? `: ${what}` : ''}${asOf ? `, as of ${asOf}` : ''}`,
  })
  const assumed: FigureSource = { kind: 'default', text: 'Default assumption' }
  const either = (given: unknown, what = '') => (given !== null ? fromListing(what) : assumed)
  const latest = rent.kind === 'leases' ? rent.groups.flatMap((g) => g.comparables) : []
  const leaseDates = latest.map((c) => c.date).sort()
  const utilities = [
    costs.waterSewerExpense,
    costs.fuelExpense,
    costs.electricExpense,
    costs.trashExpense,
  ].some((x) => x !== null)
  return {
    listingKey: listing.key,
    address,
    path: listing.path,
    price: costs.price,
    defaults,
    rentSource: rent.kind === 'none' ? null : rent.kind,
    sources: {
      rent:
        rent.kind === 'listing'
          ? fromListing(`${REPORTED_FIELD[rent.from]}, as reported by the listing`)
          : rent.kind === 'leases'
            ? {
                kind: 'estimate',
                text: `Estimate from ${latest.length} comparable leases, ${formatDay(leaseDates[0]!)} to ${formatDay(leaseDates.at(-1)!)}`,
              }
            : YOUR_FIGURE,
      vacancy: either(costs.vacancyAllowanceRate, 'vacancy allowance'),
      tax:
        costs.taxAnnualAmount !== null
          ? fromListing('annual tax')
          : { kind: 'estimate', text: "Estimate: the county's typical tax rate on the price" },
      insurance:
        costs.insuranceExpense !== null
          ? fromListing('insurance expense')
          : { kind: 'estimate', text: "Estimate: the mortgage calculator's insurance rate" },
      maintenance: either(costs.maintenanceExpense, 'maintenance expense'),
      management: either(costs.professionalManagementExpense, 'management expense'),
      utilities: utilities ? fromListing('owner-paid utilities') : assumed,
      hoa: costs.associationFee !== null ? fromListing('association fee') : assumed,
      down: assumed,
      closing: assumed,
      rate: { kind: 'default', text: "Default assumption: the mortgage calculator's rate" },
      term: assumed,
    },
  }
}
