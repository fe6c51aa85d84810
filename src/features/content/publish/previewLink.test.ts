import { describe, expect, it } from 'vitest'

import { safeLocalPath } from './previewLink'

describe('safeLocalPath: where the preview links may send a browser', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeLocalPath('/communities/andover')).toBe('/communities/andover')
    expect(safeLocalPath('/blog?page=2#posts')).toBe('/blog?page=2#posts')
  })

  it('sends anything that a browser would take to another host home instead', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example/x',
      '/..//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(safeLocalPath(path), JSON.stringify(path)).toBe('/')
  })

  it('never puts a line break into the Location header', () => {
    const path = safeLocalPath('/\r\nSet-Cookie: taken=1')
    expect(path).not.toMatch(/[\r\n]/)
    expect(path.startsWith('/')).toBe(true)
  })
})
