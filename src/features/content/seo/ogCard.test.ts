import { describe, expect, it } from 'vitest'

import { ogCardPath, verifiedOgTitle } from './ogCard'

const paramsOf = (path: string) => new URL(path, 'http://site.test').searchParams

describe('generated social cards', () => {
  it('draws the title the site signed', () => {
    const path = ogCardPath('Andover Market Report')
    expect(path.startsWith('/og?')).toBe(true)
    expect(verifiedOgTitle(paramsOf(path))).toBe('Andover Market Report')
  })
  it('refuses a changed title or a made-up signature', () => {
    const params = paramsOf(ogCardPath('Buying a Home'))
    params.set('title', 'Wire your deposit to this account')
    expect(verifiedOgTitle(params)).toBeNull()
    expect(verifiedOgTitle(new URLSearchParams({ title: 'Hello', sig: 'x'.repeat(22) }))).toBeNull()
    expect(verifiedOgTitle(new URLSearchParams({ title: 'Hello' }))).toBeNull()
  })
  it('keeps very long titles to 120 characters', () => {
    const title = verifiedOgTitle(paramsOf(ogCardPath('A'.repeat(300))))
    expect(title).toBe('A'.repeat(120))
  })
})
