import { describe, expect, it } from 'vitest'

import { announceExpired } from './pageTags'
import { ReadCache, sharedReadCache } from './readCache'

const limits = { entries: 3, bytes: 10_000, maxAgeMs: 60_000 }
let reads = 0
const counted =
  <T>(value: T) =>
  async () => {
    reads++
    return value
  }

describe('the readers cache', () => {
  it('reads once per key, and gives each caller its own copy', async () => {
    const cache = new ReadCache(limits)
    const source = { list: [1, 2] }
    const first = await cache.read('k', ['t'], async () => source)
    first.list.push(3)
    expect(source.list).toEqual([1, 2])
    reads = 0
    const second = await cache.read('k', ['t'], counted({ list: [9] }))
    expect(reads).toBe(0)
    expect(second).toEqual({ list: [1, 2] })
  })

  it('keeps at most its number of entries, the least recently used going first', async () => {
    const cache = new ReadCache(limits)
    for (const key of ['a', 'b', 'c']) await cache.read(key, [], counted(key))
    await cache.read('a', [], counted('a')) // used again: now the most recent
    for (let i = 0; i < 500; i++) await cache.read(`search ${i}`, [], counted(i))
    expect(cache.size.entries).toBe(3)
    reads = 0
    await cache.read('a', [], counted('a'))
    expect(reads).toBe(1) // pushed out by the flood, read again
  })

  it('keeps at most its bytes, however few the entries', async () => {
    const cache = new ReadCache({ ...limits, entries: 1000 })
    const big = 'x'.repeat(2000)
    for (let i = 0; i < 50; i++) await cache.read(`map ${i}`, [], counted(big))
    await new Promise((resolve) => setTimeout(resolve)) // the last answer's size is counted
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000)
    expect(cache.size.entries).toBe(4)
  })

  it('gives an answer over a quarter of its bytes without keeping it, and keeps the rest', async () => {
    const cache = new ReadCache({ ...limits, entries: 1000 })
    await cache.read('settings', [], counted('small'))
    expect(await cache.read('huge', [], counted('y'.repeat(4000)))).toHaveLength(4000)
    await new Promise((resolve) => setTimeout(resolve))
    reads = 0
    await cache.read('settings', [], counted('small'))
    await cache.read('huge', [], counted('y'.repeat(4000)))
    expect(reads).toBe(1) // the settings stayed; the huge answer is read each time
  })

  it('forgets an answer when one of its tags expires, or when it is too old', async () => {
    const cache = new ReadCache(limits)
    await cache.read('a', ['list:listings'], counted(1))
    await cache.read('b', ['doc:pages:home'], counted(2))
    cache.expire(['list:listings'])
    reads = 0
    await cache.read('a', ['list:listings'], counted(1))
    await cache.read('b', ['doc:pages:home'], counted(2))
    expect(reads).toBe(1)
    await cache.read('b', ['doc:pages:home'], counted(2), Date.now() + 61_000)
    expect(reads).toBe(2)
  })

  it('shares one read between callers that ask at once, and keeps no failure', async () => {
    const cache = new ReadCache(limits)
    reads = 0
    const slow = async () => {
      reads++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return 'done'
    }
    const answers = await Promise.all([cache.read('k', [], slow), cache.read('k', [], slow)])
    expect(answers).toEqual(['done', 'done'])
    expect(reads).toBe(1)
    const failing = () => Promise.reject(new Error('database away'))
    await expect(cache.read('f', [], failing)).rejects.toThrow('database away')
    expect(await cache.read('f', [], counted('back'))).toBe('back')
  })

  it('hears the expiries announced to the page cache', async () => {
    const cache = sharedReadCache(limits)
    await cache.read('settings', ['global:site-settings'], counted('old'))
    announceExpired(['global:site-settings'])
    expect(await cache.read('settings', ['global:site-settings'], counted('new'))).toBe('new')
  })
})
