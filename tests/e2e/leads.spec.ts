import { expect, test } from '@playwright/test'

// Visitors create leads only through the site's endpoints and can never read, change or delete
// one through Payload's REST API (GraphQL is off).
// payload-jobs holds each lead email's input (collection and id); exports are lead CSV files;
// lead-events holds who changed a lead's status or notes, and when (its timeline).
// The listing collections hold each feed record whole (fields an IDX site must not show).
const LEAD_COLLECTIONS = [
  'contact-messages',
  'newsletter-subscribers',
  'mortgage-leads',
  'listing-inquiries',
  'investment-inquiries',
  'saved-home-lists',
  'search-alerts',
  'seller-leads',
  'lead-events',
  'payload-jobs',
  'exports',
  'listings',
  'listing-photos',
  'listing-open-houses',
  'listing-history',
] as const

test(
  'a lead sent through the contact endpoint cannot be read back anonymously',
  { tag: '@smoke' },
  async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const email = `lead-${Date.now()}@example.com`
    const sent = await visitor.post('/api/contact', {
      data: {
        name: 'Casey Lead',
        email,
        phone: '(908) 555-0123',
        message: 'Please call me about Byram lake homes.',
      },
    })
    expect(await sent.json()).toMatchObject({ success: true })
    const subscribed = await visitor.post('/api/newsletter', { data: { email } })
    expect(await subscribed.json()).toMatchObject({ success: true })
    const asked = await visitor.post('/api/listing-inquiry', {
      data: {
        kind: 'question',
        listingKey: 'demo-002',
        name: 'Casey Lead',
        email,
        phone: '(908) 555-0123',
        message: 'Is the basement finished?',
        allowFollowUp: false,
      },
    })
    expect(await asked.json()).toMatchObject({ success: true })
    const saved = await visitor.post('/api/saved-homes', {
      data: {
        listingKeys: ['demo-002', 'demo-003'],
        name: 'Casey Lead',
        email,
        allowFollowUp: false,
      },
    })
    expect(await saved.json()).toMatchObject({ success: true })
    const alert = await visitor.post('/api/alerts', {
      data: { search: 'location=Andover', email, frequency: 'daily' },
    })
    expect(await alert.json()).toMatchObject({ success: true })

    for (const collection of LEAD_COLLECTIONS) {
      const list = await visitor.get(`/api/${collection}`)
      expect([401, 403], `GET /api/${collection}`).toContain(list.status())
      expect(await list.text()).not.toContain(email)
      for (const id of [1, 2]) {
        expect([401, 403, 404]).toContain((await visitor.get(`/api/${collection}/${id}`)).status())
        expect([401, 403, 404]).toContain(
          (await visitor.patch(`/api/${collection}/${id}`, { data: { notes: 'x' } })).status(),
        )
        expect([401, 403, 404]).toContain(
          (await visitor.delete(`/api/${collection}/${id}`)).status(),
        )
      }
      const created = await visitor.post(`/api/${collection}`, {
        data: { email, name: 'x', phone: 'x', message: 'x'.repeat(20) },
      })
      expect([401, 403], `POST /api/${collection}`).toContain(created.status())
    }
    const graphql = await visitor.post('/api/graphql', {
      data: { query: '{ ContactMessages { docs { id email } } }' },
    })
    expect(graphql.status()).toBe(401)
    expect(await graphql.text()).not.toContain(email)
    const feed = await visitor.get('/api/globals/listing-feed')
    expect([401, 403]).toContain(feed.status())
    // The studio's one inbox and its spreadsheet, and the hand-off settings (server variables only).
    const spreadsheet = await visitor.get(`/api/lead-inbox/csv?search=${encodeURIComponent(email)}`)
    expect(spreadsheet.status()).toBe(401)
    expect(await spreadsheet.text()).not.toContain(email)
    // A lead's timeline (its changes, deliveries and the same visitor's other leads).
    for (const id of [1, 2]) {
      const timeline = await visitor.get(`/api/lead-timeline/contact-messages/${id}`)
      expect(timeline.status()).toBe(401)
      expect(await timeline.text()).not.toContain('@')
    }
    // The studio's pages stream, so the way to the sign-in page comes inside the page.
    const inbox = await (
      await visitor.get(`/studio/inbox?search=${encodeURIComponent(email)}`)
    ).text()
    expect(inbox).toContain('/studio/login?redirect=%2Fstudio%2Finbox')
    expect(inbox).not.toContain(email)
    await visitor.dispose()
  },
)
