import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { readAssumptions, type RawParams } from '../assumptions'
import type { Lease, RentSubject } from '../rent'
import { FiguresView } from './FiguresView'
import { isMultiFamily, panelModel } from './model'
import type { InvestmentFacts, PanelListing } from './read'
import { choosePanelRent, type PanelRent } from './rent'
import { RentNote } from './RentNote'

const NOW = Date.parse('2026-11-01T00:00:00Z')
const HERE = { latitude: 41.058, longitude: -74.753 }
const subject: RentSubject = {
  propertySubType: 'Duplex',
  beds: 4,
  units: 2,
  ...HERE,
  city: 'Newton',
  county: 'Sussex',
  unitTypes: null,
  grossScheduledIncome: null,
  totalActualRent: null,
  grossIncome: null,
}
const lease = (key: string, rent: number): Lease => ({
  key,
  kind: 'unit',
  beds: 2,
  rent,
  date: '2026-06-01T00:00:00.000Z',
  closed: true,
  latitude: HERE.latitude + 0.001,
  longitude: HERE.longitude,
  city: 'Newton',
  county: 'Sussex',
  street: null,
})
const LEASES = [lease('a', 1700), lease('b', 1800), lease('c', 1900)]

/** The leases as a read that notes whether it was asked for. */
function leaseRead() {
  const asked = { count: 0 }
  return { asked, read: async () => (asked.count++, LEASES) }
}

const listing: PanelListing & { path: string } = {
  key: 'K1',
  path: '/listings/K1-12-main-st',
  price: 500_000,
  propertyType: 'ResidentialIncome',
  ...HERE,
  allowEstimate: true,
  modifiedAt: '2026-10-15T12:00:00.000Z',
}
const facts = (rent: PanelRent): InvestmentFacts => ({
  units: 2,
  subject,
  rent,
  costs: {
    price: 500_000,
    county: 'Sussex',
    taxAnnualAmount: 12_000,
    associationFee: null,
    associationFeeFrequency: null,
    vacancyAllowanceRate: null,
    insuranceExpense: null,
    maintenanceExpense: null,
    professionalManagementExpense: null,
    waterSewerExpense: null,
    fuelExpense: null,
    electricExpense: null,
    trashExpense: null,
  },
})

/** The panel's text as a visitor reads it, from the server's HTML. */
function panelText(rent: PanelRent, params: RawParams = {}) {
  const model = panelModel(listing, '12 Main St, Newton, NJ', facts(rent))
  const read = readAssumptions(params, model.defaults)
  const html = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(RentNote, { rent }),
      createElement(FiguresView, { model, read }),
    ),
  )
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

describe('the rent the investment panel starts from', () => {
  it('prefers the listing’s own figures over an estimate from leases, and names them', async () => {
    const leases = leaseRead()
    const rent = await choosePanelRent(
      { ...subject, grossScheduledIncome: 54_000 },
      true,
      leases.read,
      NOW,
    )
    expect(rent).toEqual({ kind: 'listing', monthly: 4500, from: 'GrossScheduledIncome' })
    expect(leases.asked.count).toBe(0)
    const text = panelText(rent)
    expect(text).toContain(
      'Rent: $4,500 a month, as reported by the listing (its gross scheduled income). The figures start from it; a rent you enter below takes its place.',
    )
    expect(text).toContain('Listing: gross scheduled income, as reported by the listing')
    expect(text).toContain('Gross rent $54,000')
    expect(text).toContain('Taxes -$12,000 Listing: annual tax, as of Oct 15, 2026')
  })

  it('estimates from comparable leases where the listing states no rent, showing them', async () => {
    const rent = await choosePanelRent(subject, true, leaseRead().read, NOW)
    expect(rent.kind === 'leases' && rent.monthly).toBe(3600)
    const text = panelText(rent)
    expect(text).toContain('from $3,400 to $3,800')
    expect(text).toContain('Address withheld Newton 2 $1,700 Closed Jun 1, 2026 0.1 mi')
    expect(text).toContain('Estimate from 3 comparable leases, Jun 1, 2026 to Jun 1, 2026')
  })

  it('gives no number when the seller refuses automated estimates, until the visitor types a rent', async () => {
    const leases = leaseRead()
    const rent = await choosePanelRent(subject, false, leases.read, NOW)
    expect(rent).toMatchObject({ kind: 'none', reason: 'withheld' })
    expect(leases.asked.count).toBe(0)
    const text = panelText(rent)
    expect(text).toContain('The seller does not allow automated estimates')
    expect(text).toContain('Enter a rent below to see the figures.')
    expect(text).not.toMatch(/Net operating income|Cap rate|\$\d/)
    const typed = panelText(rent, { rent: '3000' })
    expect(typed).toContain('Gross rent $36,000 Your figure')
    expect(typed).toMatch(/Cap rate [\d.]+%/)
  })

  it('says so when too few leases are near, with no rent number', async () => {
    const rent = await choosePanelRent(subject, true, async () => LEASES.slice(0, 2), NOW)
    expect(rent).toMatchObject({ kind: 'none', reason: 'few' })
    const text = panelText(rent)
    expect(text).toContain('Not enough leases nearby to estimate the rent.')
    expect(text).toMatch(
      /We found only 2 leases of \d bedrooms nearby in the last 24 months; an estimate needs at least 3\./,
    )
    expect(text).not.toMatch(/\$\d/)
  })

  it('opens by itself for a building of two units or more, or one listed as residential income', () => {
    expect(isMultiFamily({ propertyType: 'Residential' }, 2)).toBe(true)
    expect(isMultiFamily({ propertyType: 'ResidentialIncome' }, null)).toBe(true)
    expect(isMultiFamily({ propertyType: 'Residential' }, 1)).toBe(false)
  })
})
