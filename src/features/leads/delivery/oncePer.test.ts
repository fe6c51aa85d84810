import { beforeAll, describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'
import { wordedProcess } from '../../../../tests/support/wordedProcess'

// The emails an address gets at most once a day (saved homes, an alert's confirmation) when two
// server processes store requests for the same addresses at the same moment.
const h = leadHarness('once-per-test')
type Handler = (request: Request) => Promise<Response>
let endpoints: Record<'saved-homes' | 'alerts', Handler>
beforeAll(async () => {
  endpoints = {
    'saved-homes': (await import('@/app/(frontend)/api/saved-homes/route')).POST,
    alerts: (await import('@/app/(frontend)/api/alerts/route')).POST,
  }
})

/** Another server process on the same database, ready to post requests on a word. */
async function otherProcess() {
  const tell = await wordedProcess('tests/support/leadPostsProcess.ts')
  return (endpoint: keyof typeof endpoints, bodies: object[]) =>
    tell(JSON.stringify({ endpoint, bodies }))
}

const addresses = Array.from({ length: 12 }, (_, i) => `both-${i}@example.com`)
const requests: Record<keyof typeof endpoints, (email: string) => object> = {
  'saved-homes': (email) => ({
    listingKeys: ['demo-001'],
    name: 'Robin Vale',
    email,
    allowFollowUp: false,
  }),
  alerts: (email) => ({ search: 'location=Andover', email, frequency: 'daily' }),
}

describe.each(['saved-homes', 'alerts'] as const)('%s from two processes at once', (endpoint) => {
  it('stores every request and emails each address once', async () => {
    const bodies = addresses.map((email) => requests[endpoint](`${endpoint}.${email}`))
    const post = await otherProcess()
    await Promise.all([
      post(endpoint, bodies),
      ...bodies.map((body) => h.post(endpoints[endpoint], body)),
    ])
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const collection = endpoint === 'alerts' ? 'search-alerts' : 'saved-home-lists'
    expect((await h.payload.count({ collection })).totalDocs).toBe(2 * addresses.length)
    for (const email of addresses) expect(h.smtp.to(`${endpoint}.${email}`), email).toHaveLength(1)
  }, 120_000)
})
