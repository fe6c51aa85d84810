import { onExpired } from './pageTags'

/**
 * The readers' cache: answers of database reads kept in this process's memory, never on disk,
 * within a fixed number of entries and bytes. Many reads are keyed by what a visitor typed (a
 * search, a map box, a page address that may not exist): on disk, or without a bound, each new
 * spelling would keep a copy forever. Here the least recently used answers go first, and an
 * answer goes when one of its tags expires (a publish, a sync: `lib/pageTags.ts` tells every copy
 * of this module) or when it is older than `maxAgeMs`.
 */
/** `bytes`: characters of JSON kept, keys included (one byte each for most of them in V8). */
export type ReadCacheLimits = { entries: number; bytes: number; maxAgeMs: number }

/**
 * An answer is kept as JSON: each caller gets its own copy (nothing one render changes reaches
 * another), as from a disk cache, with Dates as strings and no `undefined` fields.
 */
type Entry = { json: Promise<string>; tags: readonly string[]; until: number; bytes: number }

export class ReadCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(private readonly limits: ReadCacheLimits) {}

  /** The kept answer for `key`, or `read()`'s, kept under `tags`. One read at a time per key. */
  read<T>(key: string, tags: readonly string[], read: () => Promise<T>, now = Date.now()) {
    const kept = this.entries.get(key)
    if (kept && kept.until > now) {
      // Most recently used last: the first entries are the first to go.
      this.entries.delete(key)
      this.entries.set(key, kept)
      return kept.json.then((json) => JSON.parse(json) as T)
    }
    if (kept) this.drop(key)
    const answer = read()
    const json = answer.then((value) => JSON.stringify(value) ?? 'null')
    const entry: Entry = { json, tags, until: now + this.limits.maxAgeMs, bytes: key.length }
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    json.then(
      (text) => {
        if (this.entries.get(key) !== entry) return // expired while it was read
        const size = key.length + text.length
        // An answer over a quarter of the bound is given, not kept: it would push out most others.
        if (size > this.limits.bytes / 4) return this.drop(key)
        this.bytes += size - entry.bytes
        entry.bytes = size
        this.trim()
      },
      // A failed read is not kept: the next visitor asks again.
      () => {
        if (this.entries.get(key) === entry) this.drop(key)
      },
    )
    this.trim()
    // The reader's caller gets a copy too, the same as every later caller gets.
    return json.then((text) => JSON.parse(text) as T)
  }

  /** Forgets every answer that carries one of these tags. */
  expire(tags: readonly string[]): void {
    for (const [key, entry] of this.entries)
      if (entry.tags.some((tag) => tags.includes(tag))) this.drop(key)
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  private trim() {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) return
      this.drop(key)
    }
  }
}

/**
 * The process's one cache, shared by every bundle that holds a copy of this module (Next.js
 * builds routes apart), and told of every expiry.
 */
export function sharedReadCache(limits: ReadCacheLimits): ReadCache {
  const KEY = Symbol.for('nj-agent-site.read-cache')
  const shared = globalThis as typeof globalThis & { [KEY]?: ReadCache }
  if (!shared[KEY]) {
    const cache = new ReadCache(limits)
    onExpired((tags) => cache.expire(tags))
    shared[KEY] = cache
  }
  return shared[KEY]
}
