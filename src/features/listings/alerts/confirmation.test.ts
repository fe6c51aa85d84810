import { beforeAll, describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'
import { ALERT_THANKS } from './rules'

// The confirmation of a search alert goes to whatever address was typed: it describes the search
// in the site's words only, and an address gets one a day. Real endpoint, confirmation link,
// SQLite file and SMTP server on loopback, over the demo inventory.
const h = leadHarness('alert-confirmation-test')
type Handler = (request: Request) => Promise<Response>
let postAlert: Handler
let confirm: { GET: Handler; POST: Handler }
beforeAll(async () => {
  ;({ POST: postAlert } = await import('@/app/(frontend)/api/alerts/route'))
  confirm = await import('@/app/(frontend)/alerts/confirm/route')
})

const subscribe = async (email: string, search: string) => {
  const reply = await h.post(postAlert, { search, email, frequency: 'daily' })
  expect(reply.status).toBe(200)
  return (await reply.json()).message as string
}
const open = async (handler: Handler, url: string, post = false) =>
  (await handler(new Request(url, post ? { method: 'POST', body: '' } : {}))).text()
const confirmLink = (text: string) =>
  /http:\/\/127\.0\.0\.1:3000\/alerts\/confirm\?[^\s]+/.exec(text)![0]
const alertsOf = async (email: string) =>
  (
    await h.payload.find({
      collection: 'search-alerts',
      where: { email: { equals: email } },
      sort: 'createdAt',
    })
  ).docs

const ATTACK =
  'location=Andover%0A%0ASECURITY NOTICE: verify your account at https://evil.example/login' +
  '&q=call%20%2B1%20555%200100%20now&beds=3&maxPrice=500000'
const TYPED = ['SECURITY', 'NOTICE', 'verify', 'evil.example', 'https://evil', '555', 'call']

describe('the confirmation of a search alert', () => {
  it('describes the search in the site words, never in what the visitor typed', async () => {
    const email = 'target@example.com'
    await subscribe(email, ATTACK)
    await h.runLeadDeliveries(h.payload)
    const [mail] = h.smtp.to(email)
    expect(mail!.text).toContain('A place you typed, Your keywords, Up to $500,000, 3+ beds')
    const page = await open(confirm.GET, confirmLink(mail!.text))
    for (const typed of TYPED) {
      expect(`${mail!.headers.get('subject')}\n${mail!.text}`).not.toContain(typed)
      expect(page).not.toContain(typed)
    }
    const [alert] = await alertsOf(email)
    expect(alert!.searchLabel).toBe('A place you typed, Your keywords, Up to $500,000, 3+ beds')
  })

  it('names a known town, county or ZIP code as the site spells it', async () => {
    const labelOf = async (email: string, search: string) => {
      await subscribe(email, search)
      return (await alertsOf(email))[0]!.searchLabel
    }
    expect(await labelOf('town@example.com', 'location=andover,%20nj&beds=2')).toBe(
      'Andover, 2+ beds',
    )
    expect(await labelOf('county@example.com', 'location=sussex%20county')).toBe('Sussex County')
    expect(await labelOf('zip@example.com', 'location=07821')).toBe('ZIP code 07821')
  })

  it('goes once a day to an address; its page starts every alert waiting there', async () => {
    const email = 'three.alerts@example.com'
    // The reply is the same each time: it tells nobody whether the address had its email today.
    expect(await subscribe(email, 'location=Andover&beds=3')).toBe(ALERT_THANKS)
    expect(await subscribe(email, 'location=Sparta')).toBe(ALERT_THANKS)
    expect(await subscribe(email, 'location=Byram&maxPrice=600000')).toBe(ALERT_THANKS)
    await h.runLeadDeliveries(h.payload)
    const mails = h.smtp.to(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Andover, 3+ beds')
    const link = confirmLink(mails[0]!.text)

    // The page of the one link lists the others waiting, each with its own start button.
    const asked = await open(confirm.GET, link)
    expect(asked).toContain('Sparta')
    expect(asked).toContain('Byram, Up to $600,000')
    const started = await open(confirm.POST, link, true)
    expect(started).toContain('Your alert is on')
    const others = [...started.matchAll(/action="(\/alerts\/confirm\?[^"]+)"/g)].map((m) =>
      m[1]!.replace(/&#38;/g, '&'),
    )
    expect(others).toHaveLength(2)
    for (const action of others) await open(confirm.POST, `http://127.0.0.1:3000${action}`, true)
    expect((await alertsOf(email)).map((a) => a.subscription)).toEqual([
      'active',
      'active',
      'active',
    ])
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(email)).toHaveLength(1)
    expect(h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))).toHaveLength(3)
  })
})
