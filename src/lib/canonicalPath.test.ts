import { describe, expect, it } from 'vitest'

import { canonicalPath, hidesSegments, routedPath, targetPath } from './canonicalPath'

describe('the one spelling of an address', () => {
  it('reads every spelling that names the same place as that place', () => {
    for (const spelling of [
      '/api/contact',
      '/api/./contact',
      '/api/%2E/contact',
      '/api/x/../contact',
      '/api//contact/',
      '/api\\contact',
      '/%61pi/%63ontact',
    ])
      expect(canonicalPath(spelling), spelling).toBe('/api/contact')
    expect(canonicalPath(targetPath('http://evil.example/api/./contact?x=1'))).toBe('/api/contact')
  })

  it('keeps what changes the address: reserved escapes (in capitals) and letter case', () => {
    expect(canonicalPath('/listings/A%2fB-x%7e')).toBe('/listings/A%2FB-x~')
    expect(canonicalPath('/About')).toBe('/About')
    expect(canonicalPath('/')).toBe('/')
  })
})

describe('an address as a decoding router reads it', () => {
  it('matches every spelling of a guarded address, escapes and case included', () => {
    for (const spelling of [
      '/api/users/login',
      '/api/users/%6cogin',
      '/API/Users/LOGIN',
      '/api//users/./login/',
    ])
      expect(routedPath(spelling), spelling).toBe('/api/users/login')
    expect(routedPath('/api/media/file/%70romote.svg')).toBe('/api/media/file/promote.svg')
  })

  it('leaves a broken escape as it is', () => {
    expect(routedPath('/api/users/%E0%A4%A')).toBe('/api/users/%e0%a4%a')
  })
})

describe('a path that hides a slash or a dot segment in an escape', () => {
  it('is told apart: a router hands such a segment over whole', () => {
    for (const path of [
      '/api/users/access/x%2F..%2F..%2Flogin',
      '/api/a%5Cb',
      '/api/%2e%2e/x',
      '/api/%2E',
    ])
      expect(hidesSegments(path), path).toBe(true)
    for (const path of [
      '/api/users/login',
      '/api/users/%6cogin',
      '/api/media/file/a%20b.webp',
      '/a/../b',
      '/%zz',
    ])
      expect(hidesSegments(path), path).toBe(false)
  })
})
