import { describe, expect, it } from 'vitest'

import { anchorId, heroHeight, isInPageAnchor, resolveBackground, scrollBehaviorFor } from './logic'

describe('heroHeight', () => {
  it('uses a valid custom length inline', () => {
    expect(heroHeight('custom', '720px')).toEqual({ className: '', style: { minHeight: '720px' } })
    expect(heroHeight('custom', ' 45.5rem ').style).toEqual({ minHeight: '45.5rem' })
  })

  it('falls back to large for a missing or unsafe custom height', () => {
    for (const bad of [null, undefined, '', 'tall', '10px; color: red', 'calc(100vh)'])
      expect(heroHeight('custom', bad)).toEqual(heroHeight('large'))
  })
})

describe('resolveBackground', () => {
  const image = { url: '/a.webp', alt: '', width: 10, height: 10 }
  const video = { url: '/a.mp4', mimeType: 'video/mp4' }

  it('renders what was asked for when it exists', () => {
    expect(resolveBackground({ backgroundType: 'video', backgroundVideo: video })).toBe('video')
    expect(resolveBackground({ backgroundType: 'image', backgroundImage: image })).toBe('image')
    expect(resolveBackground({ backgroundType: 'gradient', backgroundImage: image })).toBe(
      'gradient',
    )
  })

  it('falls back from video to image to gradient', () => {
    expect(resolveBackground({ backgroundType: 'video', backgroundImage: image })).toBe('image')
    expect(resolveBackground({ backgroundType: 'video' })).toBe('gradient')
    expect(resolveBackground({ backgroundType: 'image', backgroundImage: null })).toBe('gradient')
  })
})

describe('anchors', () => {
  it('recognises in-page anchors only', () => {
    expect(isInPageAnchor('#contact')).toBe(true)
    expect(isInPageAnchor('#')).toBe(false)
    expect(isInPageAnchor('/contact')).toBe(false)
    expect(isInPageAnchor('/about#team')).toBe(false)
    expect(isInPageAnchor(null)).toBe(false)
  })

  it('reads the target id, decoding escapes', () => {
    expect(anchorId('#market-overview')).toBe('market-overview')
    expect(anchorId('#caf%C3%A9')).toBe('café')
    expect(anchorId('#bad%E0')).toBe('bad%E0')
  })

  it('jumps instead of scrolling smoothly under reduced motion', () => {
    expect(scrollBehaviorFor(true)).toBe('auto')
    expect(scrollBehaviorFor(false)).toBe('smooth')
  })
})
