import type { IncomingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import { setForwardedFor, trustedProxies } from './forwardedFor'

/** The address the app will count a request against, for this header behind `proxies` proxies. */
function seen(forwardedFor: string | undefined, proxies: number, socket = '10.0.0.2') {
  const headers: IncomingHttpHeaders = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
  setForwardedFor(headers, socket, proxies)
  return headers['x-forwarded-for']
}

describe('the production server decides the client address the app sees', () => {
  it('overwrites an X-Forwarded-For the client wrote with the socket address by default', () => {
    expect(seen('6.6.6.6', 0, '203.0.113.9')).toBe('203.0.113.9')
  })

  it('takes the entry the one load balancer added with TRUST_PROXY=1, else the socket', () => {
    expect(seen('6.6.6.6, 198.51.100.4', 1)).toBe('198.51.100.4')
    expect(seen(undefined, 1)).toBe('10.0.0.2')
  })

  it('counts the proxies in front: the address the first of them saw, never an earlier entry', () => {
    expect(seen('6.6.6.6, 198.51.100.4, 10.1.1.1', 2)).toBe('198.51.100.4')
    expect(seen('2001:db8::7, 10.1.1.1', 2)).toBe('2001:db8::7')
    // Fewer entries than proxies: the client cannot have been seen by the first proxy.
    expect(seen('10.1.1.1', 2)).toBe('10.0.0.2')
  })

  it('falls back to the socket when the trusted entry is not an IP address', () => {
    for (const header of ['6.6.6.6, evil', '6.6.6.6, ', '6.6.6.6, 1.2.3.4:80', 'unknown'])
      expect(seen(header, 1), header).toBe('10.0.0.2')
  })

  it('drops a claimed address when the socket has none', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-for': '6.6.6.6' }
    setForwardedFor(headers, undefined, 0)
    expect(headers['x-forwarded-for']).toBeUndefined()
  })

  it('reads TRUST_PROXY as the number of proxies in front, 0 for anything else', () => {
    expect(trustedProxies({ TRUST_PROXY: '1' })).toBe(1)
    expect(trustedProxies({ TRUST_PROXY: '2' })).toBe(2)
    expect(trustedProxies({ TRUST_PROXY: 'true' })).toBe(0)
    expect(trustedProxies({})).toBe(0)
  })
})
