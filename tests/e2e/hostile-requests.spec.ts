import { expect, test } from '@playwright/test'

import { DEMO_EMAIL, DEMO_PASSWORD, studioToken } from './fixtures'

// What an attacker sends without signing in: none of it may stall the server, leak data, send a
// browser to another site, answer 500 or lock the agent out of the studio.

const addressOf = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

test('GraphQL is switched off: a costly anonymous query gets no answer', async ({ request }) => {
  const aliases = Array.from(
    { length: 199 },
    (_, i) => `a${i}: Pages(limit: 0) { docs { id title slug } }`,
  )
  const query = { query: `{ ${aliases.join(' ')} }` }
  const reply = await request.post('/api/graphql', { data: query })
  expect(reply.status()).toBe(401)
  expect(await reply.text()).not.toContain('"slug"')
  expect((await request.get('/api/graphql-playground')).status()).toBe(404)
  // Not even the studio has it.
  const token = await studioToken(request)
  const signedIn = await request.post('/api/graphql', {
    data: query,
    headers: { Authorization: `JWT ${token}` },
  })
  expect(signedIn.status()).toBe(404)
})

test('Payload takes no body from a visitor beyond the sign-in, and caps what it reads', async ({
  request,
}) => {
  const twoMegabytes = JSON.stringify({ rows: 'x'.repeat(2_000_000) })
  const headers = { 'content-type': 'application/json' }
  for (const path of ['/api/imports/preview-data', '/api/imports', '/api/media', '/api/pages']) {
    const reply = await request.post(path, { data: twoMegabytes, headers })
    expect(reply.status(), path).toBe(401)
    expect((await reply.json()).errors[0].message).toBe('Please sign in to the studio first.')
  }
  const hugeSignIn = await request.post('/api/users/login', { data: twoMegabytes, headers })
  expect(hugeSignIn.status()).toBe(413)

  const token = await studioToken(request)
  const signedIn = { ...headers, Authorization: `JWT ${token}` }
  const preview = await request.post('/api/imports/preview-data', { data: '{}', headers: signedIn })
  expect(preview.status(), 'no import endpoint, even signed in').toBe(404)
  const tooLarge = await request.post('/api/pages', {
    data: JSON.stringify({ title: 'x'.repeat(6_000_000) }),
    headers: signedIn,
  })
  expect(tooLarge.status()).toBe(413)
})

test('the permissions map is for the studio only', async ({ playwright, baseURL, request }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  for (const path of [
    '/api/access',
    '/api/ACCESS',
    '/api/pages/access/1',
    '/api/globals/site-settings/access',
  ])
    expect((await visitor.get(path)).status(), path).toBe(401)
  await visitor.dispose()
  const token = await studioToken(request)
  const reply = await request.get('/api/access', { headers: { Authorization: `JWT ${token}` } })
  expect(reply.status()).toBe(200)
  expect(await reply.json()).toHaveProperty('collections.pages')
})

test('preview links only ever lead to a page of this site', async ({ request, baseURL }) => {
  for (const path of [
    '/%5Cevil.example/x',
    '/%09/evil.example',
    '//evil.example',
    '/.//evil.example/x',
    '/%0d%0aSet-Cookie:%20taken=1',
    'https://evil.example/',
  ]) {
    const reply = await request.get(`/api/exit-preview?path=${path}`, { maxRedirects: 0 })
    expect(reply.status(), path).toBe(307)
    const location = reply.headers()['location'] ?? ''
    expect(new URL(location, baseURL).origin, `${path} → ${location}`).toBe(
      new URL(baseURL!).origin,
    )
    expect(reply.headers()['set-cookie'] ?? '').not.toContain('taken')
  }
  const page = await request.get('/api/exit-preview?path=/communities/andover', { maxRedirects: 0 })
  expect(page.headers()['location']).toBe('/communities/andover')
})

test('malformed requests get a 4xx with a reason, never a 500', async ({ request }) => {
  const verify = await request.post('/api/users/verify/abc')
  expect(verify.status()).toBe(401)
  for (const source of ['%2F%5Cexample.com%2Fa.png', '%2Fimages%2F%2Fhome-hero.webp']) {
    const image = await request.get(`/_next/image?url=${source}&w=640&q=75`)
    expect(image.status(), source).toBe(400)
    expect(await image.text()).toBe('That image address is not valid.')
  }
  const local = await request.get('/_next/image?url=%2Fimages%2Fhome-hero.webp&w=640&q=75')
  expect(local.status()).toBe(200)
})

test('a sign-in takes as long to refuse for an unknown email as for a wrong password', async ({
  request,
}) => {
  const took = async (email: string) => {
    const started = performance.now()
    const reply = await request.post('/api/users/login', {
      data: { email, password: 'not-the-password' },
      headers: { 'x-forwarded-for': addressOf() },
    })
    expect(reply.status()).toBe(401)
    return performance.now() - started
  }
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < 5; i++) {
    known.push(await took(DEMO_EMAIL))
    unknown.push(await took(`nobody-${i}-${Date.now()}@example.com`))
  }
  const median = (ms: number[]) => ms.sort((a, b) => a - b)[2]!
  // Checking a password costs about 0.2 s here; refusing an unknown email used to take 0.01 s.
  // Neither faster nor slower by much: either way would tell.
  const ratio = median(unknown) / median(known)
  expect(ratio).toBeGreaterThan(0.6)
  expect(ratio).toBeLessThan(1.7)
})

test("a stranger's wrong passwords do not lock the agent out", async ({ request }) => {
  const stranger = { 'x-forwarded-for': addressOf() }
  const wrong = { email: DEMO_EMAIL, password: 'not-the-password' }
  for (let i = 0; i < 10; i++) {
    const reply = await request.post('/api/users/login', { data: wrong, headers: stranger })
    expect(reply.status(), `attempt ${i + 1}`).toBe(401)
  }
  const refused = await request.post('/api/users/login', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    headers: stranger,
  })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await refused.json()).errors[0].message).toMatch(
    /^Too many failed sign-ins from your network\. Please wait 1[45] minutes/,
  )

  // The agent, from their own address, signs in as usual.
  const agent = await request.post('/api/users/login', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': addressOf() },
  })
  expect(agent.status()).toBe(200)
})

test('an exported lead cannot run a formula in a spreadsheet', async ({ request }) => {
  const email = `formula-${Date.now()}@example.com`
  const sent = await request.post('/api/contact', {
    data: { name: '=1+2*3', email, phone: '+1 973 555 0101', message: '@SUM(1,2) call me please' },
    headers: { 'x-forwarded-for': addressOf() },
  })
  expect(sent.status()).toBe(200)
  const token = await studioToken(request)
  const csv = await request.post('/api/exports/download', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      data: {
        collectionSlug: 'contact-messages',
        format: 'csv',
        fields: ['name', 'email', 'phone', 'message'],
        where: { email: { equals: email } },
      },
    },
  })
  expect(csv.status()).toBe(200)
  const [header, row] = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(header).toBe('name,email,phone,message')
  expect(row).toBe(`'=1+2*3,${email},'+1 973 555 0101,"'@SUM(1,2) call me please"`)
})
