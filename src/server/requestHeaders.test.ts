import { describe, expect, it } from 'vitest'

import { encodingOf, isBot } from './requestHeaders'

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

describe('what the server reads from request headers', () => {
  it('reads Accept-Encoding as browsers write it: brotli first, then gzip, never a refused one', () => {
    expect(encodingOf('gzip, deflate, br, zstd')).toBe('br')
    expect(encodingOf('br;q=0.5')).toBe('br')
    expect(encodingOf('BR ; q=1')).toBe('br')
    expect(encodingOf('gzip, br;q=0')).toBe('gzip')
    expect(encodingOf('br;q=0.0, gzip;q=0')).toBeUndefined()
    expect(encodingOf('identity')).toBeUndefined()
    expect(encodingOf(undefined)).toBeUndefined()
  })

  it('tells crawlers and link previews from browsers', () => {
    expect(isBot('Twitterbot/1.0')).toBe(true)
    expect(isBot('facebookexternalhit/1.1')).toBe(true)
    expect(isBot(CHROME)).toBe(false)
    expect(isBot(undefined)).toBe(false)
  })

  it('answers the same for clients that invent headers, however many or long', () => {
    for (let i = 0; i < 1200; i++) {
      expect(isBot(`${CHROME} visitor/${i}`)).toBe(false)
      expect(encodingOf(`gzip, x-${i}`)).toBe('gzip')
    }
    const long = `${CHROME} ${'x'.repeat(400)} Twitterbot/1.0`
    expect([isBot(long), isBot(long)]).toEqual([true, true])
    expect(isBot('Twitterbot/1.0')).toBe(true)
    expect(encodingOf(`${'x-long, '.repeat(60)}br`)).toBe('br')
  })
})
