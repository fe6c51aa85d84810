import type { IncomingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import { setForwardedFor, trustsProxy } from './forwardedFor'

describe('the production server decides the client address the app sees', () => {
  it('overwrites an X-Forwarded-For the client wrote with the socket address by default', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-for': '6.6.6.6' }
    setForwardedFor(headers, '203.0.113.9', false)
    expect(headers['x-forwarded-for']).toBe('203.0.113.9')
  })

  it('keeps the load balancer header with TRUST_PROXY=1, else uses the socket', () => {
    const proxied: IncomingHttpHeaders = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' }
    setForwardedFor(proxied, '10.0.0.2', true)
    expect(proxied['x-forwarded-for']).toBe('6.6.6.6, 198.51.100.4')
    const direct: IncomingHttpHeaders = {}
    setForwardedFor(direct, '10.0.0.2', true)
    expect(direct['x-forwarded-for']).toBe('10.0.0.2')
  })

  it('drops a claimed address when the socket has none', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-for': '6.6.6.6' }
    setForwardedFor(headers, undefined, false)
    expect(headers['x-forwarded-for']).toBeUndefined()
  })

  it('trusts a proxy only when TRUST_PROXY is exactly 1', () => {
    expect(trustsProxy({ TRUST_PROXY: '1' })).toBe(true)
    expect(trustsProxy({ TRUST_PROXY: 'true' })).toBe(false)
    expect(trustsProxy({})).toBe(false)
  })
})
