import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { listingDb } from '@/lib/db/listings'

import { FUB, handoffBed, json } from '../../../../tests/support/handoffBed'
import type * as Monthly from './monthly'

// The monthly market report by email: the real endpoint, confirmation and stop links, the
// monthly run over the stored figures and the store's listings (the demo inventory), a real SMTP
// server and a Follow Up Boss stand-in on loopback.
const bed = handoffBed('report-subscription-test')
const { h, about } = bed
type Handler = (request: Request) => Promise<Response>
let postSubscription: Handler
let confirm: { GET: Handler; POST: Handler }
let stop: { GET: Handler; POST: Handler }
let monthly: typeof Monthly
let plainSignUp: Handler
beforeAll(async () => {
  ;({ POST: plainSignUp } = await import('@/app/(frontend)/market-update/email/sign-up/route'))
  ;({ POST: postSubscription } = await import('@/app/(frontend)/api/report-subscription/route'))
  confirm = await import('@/app/(frontend)/market-update/email/confirm/route')
  stop = await import('@/app/(frontend)/market-update/email/stop/route')
  monthly = await import('./monthly')
})

const DAY = 24 * 60 * 60_000
const linkIn = (text: string, path: string) =>
  new RegExp(`http://127\\.0\\.0\\.1:3000${path}\\?[^\\s>]+`).exec(text)![0]
const open = async (handler: Handler, url: string, body?: string) =>
  (await handler(new Request(url, body === undefined ? {} : { method: 'POST', body }))).text()
const leadOf = async (email: string) =>
  (
    await h.payload.find({
      collection: 'report-subscriptions',
      where: { email: { equals: email } },
    })
  ).docs[0]!
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

/** Signs up for Andover's report, follows the confirmation email's link and presses its button. */
async function confirmedSignUp(email: string) {
  const reply = await h.post(postSubscription, { area: 'andover', email })
  expect(reply.status).toBe(200)
  await h.runLeadDeliveries(h.payload)
  const [confirmation] = h.smtp.to(email)
  expect(
    await open(confirm.POST, linkIn(confirmation!.text, '/market-update/email/confirm'), ''),
  ).toContain('Your monthly report is on')
  await h.runLeadDeliveries(h.payload)
  return leadOf(email)
}

describe('the monthly market report by email', () => {
  it('refuses bad input with a sentence and stores nothing', async () => {
    for (const [body, error] of [
      [
        { area: 'atlantis', email: 'a@example.com' },
        'Please sign up from one of the market reports.',
      ],
      [{ area: 'andover', email: 'not an address' }, /valid email/],
      [{ area: 'andover' }, 'Please enter your email address.'],
      [{ area: 'andover', email: 'a@example.com', extra: 1 }, /.+/],
    ] as const) {
      const reply = await h.post(postSubscription, body)
      expect(reply.status).toBe(400)
      expect((await reply.json()).error).toMatch(error)
    }
    expect((await h.payload.count({ collection: 'report-subscriptions' })).totalDocs).toBe(0)
  })

  it('stores a sign-up with only its confirmation email; confirming tells the agent and Follow Up Boss', async () => {
    const email = 'reader@example.com'
    const reply = await h.post(postSubscription, { area: 'andover', email, name: 'Robin Reader' })
    expect(reply.status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    const [mail, ...more] = h.smtp.to(email)
    expect(more).toHaveLength(0)
    expect(mail!.headers.get('subject')).toBe('Confirm your monthly Andover market report')
    expect(h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))).toHaveLength(0)
    expect(about(FUB, email)).toHaveLength(0)
    const lead = await leadOf(email)
    expect(lead).toMatchObject({ subscription: 'pending', area: 'andover', name: 'Robin Reader' })
    expect(lead.consentText).toMatch(/^Email me this market report once a month\./)

    // Opening the link (as a mail scanner would) starts nothing; the button does.
    const url = linkIn(mail!.text, '/market-update/email/confirm')
    expect(await open(confirm.GET, url)).toContain('Start your monthly market report?')
    expect((await leadOf(email)).subscription).toBe('pending')
    expect(await open(confirm.GET, url.replace(/token=\w+/, `token=${'0'.repeat(64)}`))).toContain(
      'This link does not work',
    )
    expect(await open(confirm.POST, url, '')).toContain('Your monthly report is on')
    expect((await leadOf(email)).subscription).toBe('active')
    await h.runLeadDeliveries(h.payload)
    const notice = h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))
    expect(notice).toHaveLength(1)
    expect(notice[0]!.headers.get('subject')).toBe('New market report sign-up: Andover')
    const [event, ...again] = about(FUB, email)
    expect(again).toHaveLength(0)
    expect(json(event!)).toMatchObject({
      type: 'Registration',
      person: { emails: [{ value: email }] },
    })
    expect(json(event!).message).toContain('monthly Andover market report')
  })

  it('takes the form as a browser without scripts posts it, and answers with a page', async () => {
    const post = (fields: Record<string, string>) =>
      plainSignUp(
        new Request('http://127.0.0.1:3000/market-update/email/sign-up', {
          method: 'POST',
          body: new URLSearchParams(fields).toString(),
          headers: {
            host: '127.0.0.1:3000',
            origin: 'http://127.0.0.1:3000',
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '198.51.100.7',
            referer: 'http://127.0.0.1:3000/market-update/byram',
          },
        }),
      )
    const refused = await post({ area: 'byram', email: '', name: '' })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('Please enter your email address.')
    expect(page).toContain('href="/market-update/byram"')
    expect(
      await h.payload.count({
        collection: 'report-subscriptions',
        where: { area: { equals: 'byram' } },
      }),
    ).toMatchObject({ totalDocs: 0 })

    const email = 'plain@example.com'
    const sent = await post({ area: 'byram', email, name: '', website: '' })
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain('check your inbox for our email')
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(email).map((m) => m.headers.get('subject'))).toEqual([
      'Confirm your monthly Byram market report',
    ])
    expect(await leadOf(email)).toMatchObject({
      area: 'byram',
      name: null,
      subscription: 'pending',
    })
  })

  it('goes on the first weekday at 8:00 New York, only when the figures changed, with what sold and what is new', async () => {
    // 1 February 2026 is a Sunday: February's reports go on Monday the 2nd at 8:00 (13:00 UTC).
    expect(monthly.firstWeekday('2026-02')).toBe('2026-02-02')
    expect(monthly.reportMoment('2026-02').toISOString()).toBe('2026-02-02T13:00:00.000Z')
    expect(monthly.reportMoment('2026-04').toISOString()).toBe('2026-04-01T12:00:00.000Z')
    await h.payload.delete({ collection: 'report-subscriptions', where: { id: { exists: true } } })
    const email = 'monthly@example.com'
    await confirmedSignUp(email)
    const run = (iso: string) => monthly.runMonthlyReports(h.payload, { now: new Date(iso) })

    expect((await run('2026-02-01T13:00:00Z')).sent).toBe(0) // Sunday
    expect((await run('2026-02-02T12:59:00Z')).sent).toBe(0) // Monday, 7:59
    expect(h.smtp.to(email)).toHaveLength(1) // the confirmation only
    expect((await run('2026-02-02T13:00:00Z')).sent).toBe(1)
    const first = h.smtp.to(email)[1]!
    expect(first.headers.get('subject')).toBe('Andover market report, February 2026')
    expect(first.text).toMatch(/Median price \(12 months\): (\$[\d,]+|not shown)/)
    // The first report counts from the day the sign-up looked back to; later ones from the last.
    const lookedBack = /What sold: .* since (\w{3} \d{1,2}, \d{4})\n/.exec(first.text)?.[1]
    expect(lookedBack).toBeDefined()
    expect(first.text).toMatch(new RegExp(`New on the market: .* since ${lookedBack}\n`))
    expect(first.text).not.toContain('since our last email')
    const stopUrl = linkIn(first.text, '/market-update/email/stop')
    expect(first.headers.get('list-unsubscribe')).toBe(`<${stopUrl}>`)
    expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect((await run('2026-02-03T13:00:00Z')).sent).toBe(0) // once a month

    // 1 March 2026 is a Sunday too; the figures were not computed again: nothing is sent.
    const march = await run('2026-03-02T13:00:00Z')
    expect(march).toMatchObject({ sent: 0, unchanged: 1 })
    expect(h.smtp.to(email)).toHaveLength(2)

    // A sync: two Andover sales close (one with its address withheld), a home comes on the market.
    const db = listingDb(h.payload)
    const L = db.listings
    const andover = (status: string) =>
      db.drizzle
        .select()
        .from(L)
        .where(and(eq(L.City, 'Andover'), eq(L.StandardStatus, status)))
    const [sold, hidden] = (await andover('Closed')).slice(0, 2)
    const [fresh] = (await andover('Active')).filter((r) => r.shown)
    await db.drizzle
      .update(L)
      .set({ CloseDate: day(1) })
      .where(eq(L.id, sold!.id))
    await db.drizzle
      .update(L)
      .set({ CloseDate: day(1), InternetAddressDisplayYN: false })
      .where(eq(L.id, hidden!.id))
    await db.drizzle
      .update(L)
      .set({ OnMarketDate: day(1) })
      .where(eq(L.id, fresh!.id))
    const { computeAndStoreMarketFigures } = await import('../store')
    await computeAndStoreMarketFigures(h.payload)

    expect((await run('2026-04-01T12:00:00Z')).sent).toBe(1) // Wednesday 1 April
    const april = h.smtp.to(email)[2]!
    expect(april.headers.get('subject')).toBe('Andover market report, April 2026')
    const street = String(sold!.UnparsedAddress).split(',')[0]!.trim()
    expect(april.text).toContain(`- ${street}, Andover: ${usd(Number(sold!.ClosePrice))}, closed`)
    expect(april.text).toContain(
      `- Address withheld, Andover: ${usd(Number(hidden!.ClosePrice))}, closed`,
    )
    expect(april.text).not.toContain(String(hidden!.UnparsedAddress).split(',')[0])
    expect(april.text).toContain(
      `http://127.0.0.1:3000/listings/${encodeURIComponent(String(fresh!.ListingId))}-${fresh!.slug}`,
    )
    expect(april.text).toContain('What sold: 2 homes since our last email\n')
    expect(april.text).toMatch(/Homes sold \(12 months\): .*\n {2}Based on [\d,]+ closed sales/)
    expect(april.text).toMatch(/Days on market: .*\n {2}Average from listing to (contract|close)/)
    expect((await leadOf(email)).reportsSent).toBe(2)
  })

  it('stops with one click from the mail client, and nothing is sent after', async () => {
    const email = 'stopper@example.com'
    const lead = await confirmedSignUp(email)
    const { reportStopUrl } = await import('./links')
    const url = reportStopUrl(lead.id, email)
    expect(await open(stop.GET, url)).toContain('Stop your monthly market report?')
    expect((await leadOf(email)).subscription).toBe('active')
    expect(await open(stop.POST, url, 'List-Unsubscribe=One-Click')).toContain('Reports stopped')
    expect((await leadOf(email)).subscription).toBe('unsubscribed')
    expect(await open(confirm.POST, url.replace('/stop', '/confirm'), '')).toContain(
      'This link does not work',
    )
    await monthly.runMonthlyReports(h.payload, { now: new Date('2026-06-01T12:00:00Z') })
    expect(h.smtp.to(email)).toHaveLength(1) // the confirmation only
  })
})
