import { expect, test } from '@playwright/test'

import { studioToken } from './fixtures'
import { expectHeaders, raw } from './rawRequest'

// Requests no browser sends (an unknown method, a broken router state, a studio action from a
// stranger): each refused with a 4xx, a sentence and the security headers, never a 500.

test('requests the framework cannot answer get a 4xx with a reason and the security headers', async ({
  baseURL,
  page,
}) => {
  for (const path of ['/', '/listings/search', '/images/home-hero.webp']) {
    const trace = await raw(baseURL!, 'TRACE', path)
    expect(trace.status, `TRACE ${path}`).toBe(405)
    expect(trace.body).toBe('This site does not answer TRACE requests.')
    expectHeaders(trace, `TRACE ${path}`)
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const write = await raw(baseURL!, method, '/images/home-hero.webp')
    expect(write.status, method).toBe(405)
    expect(write.headers.allow).toBe('GET, HEAD')
    expectHeaders(write, method)
  }
  // A method Node's own parser refuses, and an address longer than it reads.
  const unknown = await raw(baseURL!, 'FOO', '/')
  expect(unknown.status).toBe(400)
  expect(unknown.body).toBe('The request could not be read.')
  expectHeaders(unknown, 'FOO')
  const long = await raw(baseURL!, 'GET', `/listings/search?location=${'a'.repeat(20_000)}`)
  expect(long.status).toBe(431)
  expectHeaders(long, 'a long address')

  // A page's navigation with a broken router state: a 400, not a server error.
  const state = await raw(baseURL!, 'GET', '/listings/search?_rsc=abc', {
    RSC: '1',
    'Next-Router-State-Tree': '[1,2',
  })
  expect(state.status).toBe(400)
  expect(state.body).toMatch(/reload the page/)
  expectHeaders(state, 'router state')
  // The state a browser sends (a link's prefetch) still goes through.
  const prefetch = page.waitForRequest((r) => Boolean(r.headers()['next-router-state-tree']))
  await page.goto('/')
  const sent = await prefetch
  const headers = Object.fromEntries(
    Object.entries(await sent.allHeaders()).filter(([name]) => /^(rsc|next-)/.test(name)),
  )
  const sound = await raw(baseURL!, 'GET', sent.url(), headers)
  expect(sound.status, sent.url()).toBe(200)

  // The framework's own answers carry them too: a trailing slash's redirect, a refused image.
  const slash = await raw(baseURL!, 'GET', '/blog/')
  expect(slash.status).toBe(308)
  expect(slash.headers.location).toBe('/blog')
  expectHeaders(slash, '/blog/')
  const image = await raw(baseURL!, 'GET', '/_next/image?url=//evil.example/a.png&w=640&q=75')
  expect(image.status).toBe(400)
  expectHeaders(image, 'a disguised image')
  const served = await raw(
    baseURL!,
    'GET',
    '/_next/image?url=%2Fimages%2Fhome-hero.webp&w=640&q=75',
  )
  expect(served.status).toBe(200)
  expect(served.headers['content-security-policy']).toContain("frame-ancestors 'self'")
})

test("the studio's actions answer only the studio's own signed-in pages", async ({
  baseURL,
  request,
}) => {
  // Any action's address will do: these are refused before anything looks at which action it is.
  const action = (path: string, headers: Record<string, string> = {}, body = 'junk') =>
    raw(
      baseURL!,
      'POST',
      path,
      {
        'Next-Action': '40'.padEnd(42, 'ab'),
        'Content-Type': 'text/plain;charset=UTF-8',
        ...headers,
      },
      body,
    )
  for (const cookie of [undefined, 'payload-token=forged']) {
    for (const body of ['junk', '[]', '[{"name":"render-document","args":{"docID":1}}]']) {
      const anonymous = await action('/studio', cookie ? { Cookie: cookie } : {}, body)
      expect(anonymous.status, `${cookie} ${body}`).toBe(401)
      expect(anonymous.body).toMatch(/^Sign in to the studio first/)
      expectHeaders(anonymous, 'an anonymous action')
    }
  }
  const page = await action('/listings/search')
  expect(page.status).toBe(404)
  expect(page.body).toBe('Nothing at this address takes that request.')
  // The sentence as the framework's client shows it: bare text/plain.
  expect(page.headers['content-type']).toBe('text/plain')
  // A form's POST names its action in its fields: refused the same without a session, also on
  // the first-user form, shut while the studio has users.
  const form = (path: string) =>
    raw(
      baseURL!,
      'POST',
      path,
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      `--x\r\nContent-Disposition: form-data; name="$ACTION_ID_${'40'.padEnd(42, 'ab')}"\r\n\r\n\r\n--x--\r\n`,
    )
  for (const path of ['/studio', '/studio/create-first-user']) {
    const posted = await form(path)
    expect(posted.status, path).toBe(401)
    expect(posted.body).toMatch(/^Sign in to the studio first/)
  }
  // A public page's own form POST (a lead form sent without JavaScript) is the page's.
  const own = await raw(
    baseURL!,
    'POST',
    '/contact',
    { 'Content-Type': 'application/x-www-form-urlencoded' },
    'name=x',
  )
  expect(own.status).toBe(200)

  const signedIn = { Cookie: `payload-token=${await studioToken(request)}` }
  const elsewhere = await action('/studio', { ...signedIn, Origin: 'https://evil.example' })
  expect(elsewhere.status).toBe(403)
  expect(elsewhere.body).toBe("That request did not come from this site's studio.")
  // Signed in and from the studio's own origin, the request reaches the framework, which knows
  // no such action.
  const ours = await action('/studio', { ...signedIn, Origin: new URL(baseURL!).origin })
  expect(ours.status).toBe(409)
})
