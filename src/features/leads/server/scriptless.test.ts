import { describe, expect, it } from 'vitest'

import { routeTestbed } from '../../../../tests/support/routeTestbed'

// Lead forms as a browser without scripts sends them (a plain form POST to /forms/*), through the
// real routes and endpoints on a real, empty SQLite database.
const bed = routeTestbed('scriptless-leads-test')

const send = (
  handler: (r: Request) => Promise<Response>,
  body: string,
  headers: Record<string, string> = {},
  path = '/api/x',
) => bed.send(handler, body, headers, path)
const count = async (collection: 'contact-messages' | 'newsletter-subscribers') =>
  (await bed.payload.count({ collection })).totalDocs

describe('a form sent without scripts', () => {
  it('answers a form sent without scripts with every field to fix at once, and keeps nothing', async () => {
    const { POST: postPlain } = await import('@/app/(frontend)/forms/contact/route')
    const before = await count('contact-messages')
    const reply = await send(
      postPlain,
      'name=&email=dana%40&phone=&message=Hi',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
      '/forms/contact',
    )
    expect(reply.status).toBe(400)
    const page = await reply.text()
    // One alert, each field's sentence in the form's order, so the visitor fixes them in one go.
    const alert = /<div role="alert"><ul>(.*?)<\/ul><\/div>/.exec(page)?.[1] ?? ''
    expect(alert.match(/<li>(.*?)<\/li>/g)).toEqual([
      '<li>Name is required.</li>',
      '<li>Invalid email address.</li>',
      '<li>Phone number is required.</li>',
      '<li>Message must be at least 10 characters.</li>',
    ])
    // The scripted form reads the first sentence, as before; the others come beside it.
    const { POST: postContact } = await import('@/app/(frontend)/api/contact/route')
    const json = await send(
      postContact,
      JSON.stringify({ name: '', email: 'dana@', phone: '', message: 'Hi' }),
    )
    expect(await json.json()).toEqual({
      error: 'Name is required.',
      more: [
        'Invalid email address.',
        'Phone number is required.',
        'Message must be at least 10 characters.',
      ],
    })
    expect(await count('contact-messages')).toBe(before)
  })

  it('answers a form sent without scripts over the limit with a page that says when to come back', async () => {
    const { POST: postPlain } = await import('@/app/(frontend)/forms/newsletter/route')
    const plain = (i: number) =>
      send(
        postPlain,
        `email=plain-limit-${i}%40example.com`,
        { 'x-forwarded-for': '198.51.100.9', 'content-type': 'application/x-www-form-urlencoded' },
        '/forms/newsletter',
      )
    for (let i = 0; i < 5; i++) expect((await plain(i)).status).toBe(200)
    const before = await count('newsletter-subscribers')
    const sixth = await plain(6)
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('content-type')).toMatch(/^text\/html/)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await sixth.text()).toMatch(/wait a minute/)
    expect(await count('newsletter-subscribers')).toBe(before)
  })
})
