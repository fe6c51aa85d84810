import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { listingDb } from '@/lib/db/listings'
import { formatLumpSum } from '@/lib/money'

import { estimateSummary, sellerLeadBody } from '../../../../tests/support/homeEstimate'
import { leadHarness } from '../../../../tests/support/leadHarness'
import { miles, type Sale } from '../valuation/facts'
import type { EstimateSummary } from '../valuation/summary'
import type * as Updates from './updates'

// Value updates from /home-value: the real endpoint, confirmation and stop links, the monthly
// run over the store's closed sales (the demo inventory), and a real SMTP server on loopback.
const h = leadHarness('seller-updates-test')
type Handler = (request: Request) => Promise<Response>
let confirm: { GET: Handler; POST: Handler }
let postSellerLead: Handler
let stop: { GET: Handler; POST: Handler }
let runValueUpdates: typeof Updates.runValueUpdates
let summary: EstimateSummary
beforeAll(async () => {
  ;({ POST: postSellerLead } = await import('@/app/(frontend)/api/seller-lead/route'))
  confirm = await import('@/app/(frontend)/home-value/confirm/route')
  stop = await import('@/app/(frontend)/home-value/stop/route')
  ;({ runValueUpdates } = await import('./updates'))
  summary = await estimateSummary(h.payload, { address: '12 Nowhere Rd' })
})

const DAY = 24 * 60 * 60_000
/** A sale as the update names it. */
const line = (sale: Sale) =>
  sale.street ? `${sale.street}, ${sale.city}` : `Address withheld, ${sale.city}`
const linkIn = (text: string, path: string) =>
  new RegExp(`http://127\\.0\\.0\\.1:3000${path}\\?[^\\s>]+`).exec(text)![0]
const open = async (handler: Handler, url: string, body?: string) =>
  (await handler(new Request(url, body === undefined ? {} : { method: 'POST', body }))).text()
const leadOf = async (email: string) =>
  (await h.payload.find({ collection: 'seller-leads', where: { email: { equals: email } } }))
    .docs[0]!

/** Signs up for value updates, follows the confirmation email's link and presses its button. */
async function confirmedSignUp(email: string) {
  const reply = await h.post(postSellerLead, sellerLeadBody(email, summary, 'updates'))
  expect(reply.status).toBe(200)
  await h.runLeadDeliveries(h.payload)
  const [confirmation, ...more] = h.smtp.to(email)
  expect(more).toHaveLength(0)
  const url = linkIn(confirmation!.text, '/home-value/confirm')
  expect(await open(confirm.POST, url, '')).toContain('Your updates are on')
  await h.runLeadDeliveries(h.payload)
  return leadOf(email)
}

/** Closes again, `days` after today, sales chosen from the store's: a sync bringing new sales. */
async function closeAgain(keys: string[], days: number) {
  const db = listingDb(h.payload)
  const CloseDate = new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
  for (const key of keys)
    await db.drizzle.update(db.listings).set({ CloseDate }).where(eq(db.listings.ListingKey, key))
}

describe('value updates', () => {
  it('start only once their owner confirms, and then tell the agent', async () => {
    const email = 'owner@example.com'
    expect((await h.post(postSellerLead, sellerLeadBody(email, summary, 'updates'))).status).toBe(
      200,
    )
    await h.runLeadDeliveries(h.payload)
    const [mail] = h.smtp.to(email)
    expect(mail!.headers.get('subject')).toBe('Confirm your home value updates')
    // It goes to whatever address was typed: the home in the site's words, nothing typed.
    expect(mail!.text).toContain('single-family home in Andover')
    expect(mail!.text).not.toContain('Nowhere')
    expect(h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))).toHaveLength(0)
    expect((await leadOf(email)).subscription).toBe('pending')

    // Opening the link (as a mail scanner would) starts nothing; the button does.
    const url = linkIn(mail!.text, '/home-value/confirm')
    expect(await open(confirm.GET, url)).toContain('Start your home value updates?')
    expect((await leadOf(email)).subscription).toBe('pending')
    expect(await open(confirm.GET, url.replace(/token=\w+/, `token=${'0'.repeat(64)}`))).toContain(
      'This link does not work',
    )
    expect(await open(confirm.POST, url, '')).toContain('Your updates are on')
    expect((await leadOf(email)).subscription).toBe('active')
    await h.runLeadDeliveries(h.payload)
    const notice = h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))
    expect(notice).toHaveLength(1)
    expect(notice[0]!.headers.get('subject')).toBe(
      'New seller sign-up: value updates for 12 Nowhere Rd, Andover',
    )
  })

  it('email at most monthly, only the homes like it that sold nearby since', async () => {
    const email = 'monthly@example.com'
    const lead = await confirmedSignUp(email)
    const month = new Date(Date.parse(lead.confirmedAt!) + 32 * DAY)

    // A month on, no home like it has sold nearby: nothing is sent.
    await runValueUpdates(h.payload, { now: month })
    expect(h.smtp.to(email)).toHaveLength(1) // the confirmation only

    // New sales: two homes like it nearby, one far off, one of another kind nearby.
    const { readSales } = await import('../valuation/store')
    const sales = await readSales(h.payload, Date.now())
    const away = (s: Sale) => miles(lead.home, s)
    const radius = lead.home.radiusMiles
    const near = sales.filter((s) => s.type === 'single-family' && away(s) <= radius).slice(0, 2)
    const far = sales.find((s) => s.type === 'single-family' && away(s) > radius + 5)!
    const other = sales.find((s) => s.type !== 'single-family' && away(s) <= radius)!
    expect(near).toHaveLength(2)
    await closeAgain(
      [...near, far, other].map((s) => s.key),
      2,
    )

    await runValueUpdates(h.payload, { now: month })
    expect(h.smtp.to(email)).toHaveLength(2)
    const update = h.smtp.to(email)[1]!
    expect(update.headers.get('subject')).toBe('2 new sales near your home in Andover')
    for (const sale of near) expect(update.text).toContain(`${line(sale)}: sold `)
    for (const sale of [far, other]) expect(update.text).not.toContain(`${line(sale)}: sold `)
    expect(update.text).toContain(`for ${formatLumpSum(near[0]!.price)}`)
    expect(update.text).toContain(
      'http://127.0.0.1:3000/home-value?address=12+Nowhere+Rd&place=Andover&type=single-family&beds=3&baths=2&sqft=1800&lot=0.5&year=1985&condition=average',
    )
    const stopUrl = linkIn(update.text, '/home-value/stop')
    expect(update.headers.get('list-unsubscribe')).toBe(`<${stopUrl}>`)
    expect(update.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // More sales the next day: within the month, nothing more.
    const more = sales.filter((s) => s.type === 'single-family' && away(s) <= radius).slice(2, 3)
    await closeAgain(
      more.map((s) => s.key),
      3,
    )
    await runValueUpdates(h.payload, { now: new Date(month.getTime() + DAY) })
    expect(h.smtp.to(email)).toHaveLength(2)
    // A month after the update: that sale, and only it.
    await runValueUpdates(h.payload, { now: new Date(month.getTime() + 32 * DAY) })
    expect(h.smtp.to(email)).toHaveLength(3)
    const second = h.smtp.to(email)[2]!
    expect(second.headers.get('subject')).toBe('1 new sale near your home in Andover')
    expect(second.text).toContain(`${line(more[0]!)}: sold `)
    for (const sale of near) expect(second.text).not.toContain(`${line(sale)}: sold `)
    expect((await leadOf(email)).updatesSent).toBe(2)
  })

  it('stop with one click from the mail client, and nothing is sent after', async () => {
    const email = 'stopper@example.com'
    const lead = await confirmedSignUp(email)
    const { sellerStopUrl } = await import('./links')
    const url = sellerStopUrl(lead.id, email)
    expect(await open(stop.GET, url)).toContain('Stop your home value updates?')
    expect((await leadOf(email)).subscription).toBe('active')
    expect(await open(stop.POST, url, 'List-Unsubscribe=One-Click')).toContain('Updates stopped')
    expect((await leadOf(email)).subscription).toBe('unsubscribed')
    expect(await open(confirm.POST, url.replace('/stop', '/confirm'), '')).toContain(
      'This link does not work',
    )
    const far = new Date(Date.now() + 400 * DAY)
    await runValueUpdates(h.payload, { now: far })
    expect(h.smtp.to(email)).toHaveLength(1) // the confirmation only
  })
})
