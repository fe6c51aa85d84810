/** A visitor's showing request for the first demo home, as the listing page's form posts it. */
export const SHOWING_REQUEST = {
  kind: 'showing',
  listingKey: 'demo-001',
  name: 'Jane Doherty',
  email: 'jane@example.com',
  phone: '(973) 555-0142',
  preferredTimes: 'Saturday morning',
  allowFollowUp: true,
}

/** The figures an investment panel showed for a home: 25 % down at 6.5 %, rent from leases. */
export const INVESTMENT_SNAPSHOT = {
  assumptions: {
    rent: 3200,
    vacancy: 5,
    tax: 9100,
    insurance: 1500,
    maintenance: 8,
    management: 8,
    utilities: 0,
    hoa: 0,
    down: 25,
    closing: 3,
    rate: 6.5,
    term: 30,
  },
  rentSource: 'leases',
  netOperatingIncome: 23456.7,
  capRate: 5.234,
  monthlyCashFlow: 412.35,
  cashOnCash: 4.87,
  debtServiceCoverage: 1.234,
} as const

/** A visitor's question about the first demo home as an investment, as its form posts it. */
export const INVESTMENT_QUESTION = {
  listingKey: 'demo-001',
  name: 'Priya Castellano',
  email: 'priya@example.com',
  phone: '(973) 555-0177',
  message: 'Would the seller share the water bills?',
  allowFollowUp: true,
  snapshot: INVESTMENT_SNAPSHOT,
}
