import { _internal_jobSystemGlobals } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as Queue from '@/features/leads/delivery/queue'

import { TestSmtpServer } from '../../../../tests/support/smtpServer'
import { listing, syncTestBed } from '../../../../tests/support/syncTestBed'
import type * as SyncRun from '../sync/run'
import type * as AlertRun from './run'

// Search alerts end to end: the real endpoint, lead email queue, listing sync from a RESO server
// on loopback, the confirmation and one-click links, and a real SMTP server on loopback.
const smtp = await new TestSmtpServer().start()
process.env.SMTP_URL = smtp.url
process.env.SITE_URL = 'http://127.0.0.1:3000'
_internal_jobSystemGlobals.shouldAutoRun = false
const bed = syncTestBed('alerts-test')

type Handler = (request: Request) => Promise<Response>
let postAlert: Handler
let confirm: { GET: Handler; POST: Handler }
let manage: { GET: Handler; POST: Handler }
let syncListings: typeof SyncRun.syncListings
let runSearchAlerts: typeof AlertRun.runSearchAlerts
let lastDigestMoment: typeof AlertRun.lastDigestMoment
let runLeadDeliveries: typeof Queue.runLeadDeliveries

beforeAll(async () => {
  ;({ POST: postAlert } = await import('@/app/(frontend)/api/alerts/route'))
  confirm = await import('@/app/(frontend)/alerts/confirm/route')
  manage = await import('@/app/(frontend)/alerts/manage/route')
  ;({ syncListings } = await import('../sync/run'))
  ;({ runSearchAlerts, lastDigestMoment } = await import('./run'))
  ;({ runLeadDeliveries } = await import('@/features/leads/delivery/queue'))
  await bed.fresh({ pageSize: 10 })
  // Andover homes at 401k to 405k, one in Newton.
  for (let n = 1; n <= 5; n++) bed.feed.put(`R${n}`, listing(n))
  bed.feed.put('N1', listing(50, { City: 'Newton', UnparsedAddress: '1 Main St, Newton, NJ' }))
  await syncListings(bed.payload, { config: bed.config() })
})
afterAll(() => smtp.stop())

let visitor = 0
const subscribe = (body: object) =>
  postAlert(
    new Request('http://127.0.0.1:3000/api/alerts', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        host: '127.0.0.1:3000',
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${++visitor}`,
        referer: 'http://127.0.0.1:3000/listings/search?location=Andover',
      },
    }),
  )
const linkIn = (text: string, path: string) =>
  new RegExp(`http://127\\.0\\.0\\.1:3000${path}\\?[^\\s]+`).exec(text)![0]
const open = (handler: Handler, url: string, body?: string) =>
  handler(
    new Request(url, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      headers: body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )
const sync = () => syncListings(bed.payload, { config: bed.config() })

/** Subscribes, follows the confirmation email's link and presses its button. */
async function confirmedAlert(
  email: string,
  frequency: 'instant' | 'daily',
  search = 'location=Andover&maxPrice=500000',
) {
  const reply = await subscribe({ search, email, frequency })
  expect(reply.status).toBe(200)
  await runLeadDeliveries(bed.payload)
  const [confirmation] = smtp.to(email)
  expect(confirmation!.headers.get('subject')).toBe('Confirm your home alert')
  const url = linkIn(confirmation!.text, '/alerts/confirm')
  // Opening the link (as a mail scanner would) starts nothing; the button does.
  const page = await open(confirm.GET, url)
  expect(await page.text()).toContain('Start this home alert?')
  const started = await open(confirm.POST, url, '')
  expect(await started.text()).toContain('Your alert is on')
  await runLeadDeliveries(bed.payload)
}

describe('search alerts', () => {
  it('confirmed by email, tells the agent, then emails new and reduced homes until unsubscribed', async () => {
    const email = 'casey.buyer@example.com'
    await confirmedAlert(email, 'instant')
    const { docs } = await bed.payload.find({
      collection: 'search-alerts',
      where: { email: { equals: email } },
    })
    expect(docs[0]).toMatchObject({
      subscription: 'active',
      searchLabel: 'Andover, Up to $500,000',
      frequency: 'instant',
    })
    const agentEmail = (await bed.payload.findGlobal({ slug: 'site-settings' })).email
    const notice = smtp.to(agentEmail).find((m) => m.text.includes(email))!
    expect(notice.headers.get('subject')).toBe(
      `New search alert from ${email}: Andover, Up to $500,000`,
    )

    // A sync adds a matching home and one elsewhere, and lowers another's price.
    bed.feed.put('R6', listing(6, { UnparsedAddress: '6 Orchard Ln, Andover, NJ 07821' }))
    bed.feed.put('N2', listing(51, { City: 'Newton', UnparsedAddress: '2 Main St, Newton, NJ' }))
    bed.feed.put('R2', { ListPrice: 389_000, PriceChangeTimestamp: bed.feed.tick() })
    await sync()
    expect(await runSearchAlerts(bed.payload, { due: 'instant' })).toMatchObject({ sent: 1 })
    const alerts = smtp
      .to(email)
      .filter((m) => m.headers.get('subject')?.includes('for your search'))
    expect(alerts).toHaveLength(1)
    const alert = alerts[0]!
    expect(alert.headers.get('subject')).toBe('2 homes for your search: Andover, Up to $500,000')
    expect(alert.text).toContain('Just listed:')
    expect(alert.text).toContain('6 Orchard Ln, Andover, NJ 07821: $406,000')
    expect(alert.text).toContain('Price reduced:')
    expect(alert.text).toMatch(/2 Lake Shore Dr, Andover, NJ 07821: \$389,000 \(was \$402,000\)/)
    expect(alert.text).not.toContain('Newton')
    expect(alert.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const unsubscribe = /^<(.+)>$/.exec(alert.headers.get('list-unsubscribe')!)![1]!

    // Nothing new: nothing sent.
    expect(await runSearchAlerts(bed.payload, { due: 'instant' })).toMatchObject({ sent: 0 })

    // The mail client's one-click unsubscribe, then a sync with another match sends nothing.
    const stopped = await open(manage.POST, unsubscribe, 'List-Unsubscribe=One-Click')
    expect(stopped.status).toBe(200)
    expect(await stopped.text()).toContain('Alert stopped')
    bed.feed.put('R7', listing(7))
    await sync()
    await runSearchAlerts(bed.payload, { due: 'instant' })
    expect(
      smtp.to(email).filter((m) => m.headers.get('subject')?.includes('for your search')),
    ).toHaveLength(1)
  })

  it('sends a daily alert once, as a digest at 7:00 New York time', async () => {
    const email = 'dale.daily@example.com'
    await confirmedAlert(email, 'daily')
    bed.feed.put('R8', listing(8, { UnparsedAddress: '8 Birch Ct, Andover, NJ 07821' }))
    await sync()
    const next7 = new Date(lastDigestMoment(new Date()).getTime() + 24 * 3_600_000)
    const digests = () =>
      smtp.to(email).filter((m) => m.headers.get('subject')?.includes('for your search'))
    // Before 7:00: not due. Just after: the digest. Later that day: not again.
    await runSearchAlerts(bed.payload, { due: 'daily', now: new Date(next7.getTime() - 60_000) })
    expect(digests()).toHaveLength(0)
    await runSearchAlerts(bed.payload, { due: 'daily', now: new Date(next7.getTime() + 60_000) })
    expect(digests()).toHaveLength(1)
    expect(digests()[0]!.text).toContain('8 Birch Ct, Andover, NJ 07821')
    await runSearchAlerts(bed.payload, { due: 'daily', now: new Date(next7.getTime() + 3_600_000) })
    expect(digests()).toHaveLength(1)
    expect(
      next7.toLocaleString('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hour12: false,
      }),
    ).toBe('07')
  })

  it("follows an investor's search: a new building with the units asked for, not a house", async () => {
    const email = 'ivy.investor@example.com'
    await confirmedAlert(email, 'instant', 'units=2')
    const [doc] = (
      await bed.payload.find({ collection: 'search-alerts', where: { email: { equals: email } } })
    ).docs
    expect(doc!.searchLabel).toBe('2+ units')
    bed.feed.put(
      'M1',
      listing(60, {
        UnparsedAddress: '60 Mill St, Andover, NJ 07821',
        PropertyType: 'ResidentialIncome',
        NumberOfUnitsTotal: 2,
      }),
    )
    bed.feed.put('M2', listing(61, { UnparsedAddress: '61 Mill St, Andover, NJ 07821' }))
    await sync()
    await runSearchAlerts(bed.payload, { due: 'instant' })
    const [alert, ...more] = smtp
      .to(email)
      .filter((m) => m.headers.get('subject')?.includes('for your search'))
    expect(more).toHaveLength(0)
    expect(alert!.headers.get('subject')).toBe('1 home for your search: 2+ units')
    expect(alert!.text).toContain('60 Mill St, Andover, NJ 07821')
    expect(alert!.text).not.toContain('61 Mill St')
  })

  it('answers a filled honeypot like a success, storing and sending nothing', async () => {
    const before = (await bed.payload.count({ collection: 'search-alerts' })).totalDocs
    const reply = await subscribe({
      search: 'location=Andover',
      email: 'bot@example.com',
      frequency: 'instant',
      website: 'http://spam.example',
    })
    expect((await reply.json()).success).toBe(true)
    await runLeadDeliveries(bed.payload)
    expect((await bed.payload.count({ collection: 'search-alerts' })).totalDocs).toBe(before)
    expect(smtp.to('bot@example.com')).toHaveLength(0)
  })

  it('lets one visitor ask 5 a minute, then answers 429', async () => {
    const ask = () =>
      postAlert(
        new Request('http://127.0.0.1:3000/api/alerts', {
          method: 'POST',
          body: JSON.stringify({ search: '', email: 'many@example.com', frequency: 'daily' }),
          headers: {
            host: '127.0.0.1:3000',
            'content-type': 'application/json',
            'x-forwarded-for': '198.51.100.60',
          },
        }),
      )
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200)
    const sixth = await ask()
    expect(sixth.status).toBe(429)
    expect((await sixth.json()).error).toMatch(/wait a minute/)
  })

  it('refuses a bad email and a changed link, storing and changing nothing', async () => {
    const before = (await bed.payload.count({ collection: 'search-alerts' })).totalDocs
    const bad = await subscribe({ search: '', email: 'nobody@', frequency: 'daily' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/valid email/)
    expect((await bed.payload.count({ collection: 'search-alerts' })).totalDocs).toBe(before)
    const forged = await open(manage.POST, 'http://127.0.0.1:3000/alerts/manage?id=1&token=abc', '')
    expect(forged.status).toBe(400)
    const confirmForged = await open(confirm.POST, 'http://127.0.0.1:3000/alerts/confirm?id=x', '')
    expect(confirmForged.status).toBe(400)
  })
})
