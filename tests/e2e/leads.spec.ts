import { expect, test } from '@playwright/test'

// Issue 5: visitors create leads only through the site's endpoints and can never read, change or
// delete one through Payload's REST or GraphQL APIs.
// payload-jobs holds each lead email's input (collection and id); exports are lead CSV files.
const LEAD_COLLECTIONS = [
  'contact-messages',
  'newsletter-subscribers',
  'payload-jobs',
  'exports',
] as const
const GRAPHQL_LISTS = ['ContactMessages', 'NewsletterSubscribers']

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
    for (const list of GRAPHQL_LISTS) {
      const reply = await visitor.post('/api/graphql', {
        data: { query: `{ ${list} { docs { id email } } }` },
      })
      const body = await reply.text()
      expect(body, list).not.toContain(email)
      expect(body, list).toMatch(/not allowed|Forbidden|errors/i)
    }
    await visitor.dispose()
  },
)
