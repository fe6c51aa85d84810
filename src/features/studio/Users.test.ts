import { generatePayloadCookie } from 'payload/shared'
import type { SanitizedCollectionConfig } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The Set-Cookie header a studio sign-in answers with, for the site at `siteUrl`. */
async function sessionCookie(siteUrl: string): Promise<string> {
  vi.stubEnv('SITE_URL', siteUrl)
  const { Users } = await import('./Users')
  const auth = { tokenExpiration: 7200, ...(Users.auth as object) }
  return generatePayloadCookie({
    collectionAuthConfig: auth as SanitizedCollectionConfig['auth'],
    cookiePrefix: 'payload',
    token: 'a-session',
  })
}

describe('the studio session cookie', () => {
  it('is Secure when the site is served over HTTPS, so it never travels in clear', async () => {
    expect(await sessionCookie('https://agent.example')).toMatch(/; Secure/)
  })

  it('works over plain HTTP on a laptop', async () => {
    expect(await sessionCookie('http://localhost:3000')).not.toMatch(/Secure/)
  })

  it('is HttpOnly and SameSite=Lax either way', async () => {
    const cookie = await sessionCookie('https://agent.example')
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
  })
})
