import { describe, expect, it } from 'vitest'

import { isDisguisedImageSource, safeUrl } from './safeUrl'

describe('the production server mends or refuses URLs Next.js would answer with a 500', () => {
  it('escapes a stray % in the path, and leaves good paths and every query alone', () => {
    expect(safeUrl('/blog/%E0%A4')).toBe('/blog/%25E0%25A4')
    expect(safeUrl('/%zz?q=%zz')).toBe('/%25zz?q=%zz')
    expect(safeUrl('/communities/andover?x=%20')).toBe('/communities/andover?x=%20')
  })

  it('refuses an image source that is another host in disguise', () => {
    for (const source of [
      '%2F%5Cexample.com%2Fa.png',
      '%2F%2Fexample.com%2Fa.png',
      '%2F%09%2Fexample.com',
      '%2Fimages%2F%2Fhome-hero.webp',
      '%2F.%2F%252F%252Fevil.example%2Fa.png',
      '%2F%255Cevil.example%2Fa.png',
      '%2F%25zz',
    ])
      expect(isDisguisedImageSource(`/_next/image?url=${source}&w=640&q=75`), source).toBe(true)
  })

  it('lets local images and everything else through', () => {
    expect(isDisguisedImageSource('/_next/image?url=%2Fimages%2Fhero.webp&w=640&q=75')).toBe(false)
    expect(isDisguisedImageSource('/_next/image?url=https%3A%2F%2Fexample.com%2Fa.png&w=64')).toBe(
      false,
    )
    expect(isDisguisedImageSource('/images/%5Chero.webp')).toBe(false)
  })
})
