import { afterEach, describe, expect, it } from 'vitest'

import { localOrigin } from './localOrigin'

const saved = { HOST: process.env.HOST, PORT: process.env.PORT }
afterEach(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
})

describe('the site as seen from its own machine', () => {
  it('is the loopback address when the server listens on every interface', () => {
    delete process.env.HOST
    process.env.PORT = '3300'
    expect(localOrigin()).toBe('http://127.0.0.1:3300')
    process.env.HOST = '0.0.0.0'
    expect(localOrigin()).toBe('http://127.0.0.1:3300')
  })

  it('is the one address the server listens on, IPv6 in brackets', () => {
    process.env.HOST = '10.0.0.5'
    delete process.env.PORT
    expect(localOrigin('3100')).toBe('http://10.0.0.5:3100')
    process.env.HOST = '::1'
    expect(localOrigin()).toBe('http://[::1]:3000')
  })
})
