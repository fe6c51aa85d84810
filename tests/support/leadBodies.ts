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
