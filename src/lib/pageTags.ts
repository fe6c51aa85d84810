import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a page's render read, and when that goes out of date: the link between the content
 * readers (which know the cache tags of what they read, and expire them on a publish or a sync)
 * and the production server's page cache (src/server/pageCache.ts). The two live in different
 * bundles of one process (Next.js's and the server's), so the state sits on `globalThis` under a
 * registered symbol: both copies of this module find the same one.
 */
type Registry = {
  render: AsyncLocalStorage<Set<string>>
  listeners: Set<(tags: readonly string[]) => void>
}

const KEY = Symbol.for('nj-agent-site.page-tags')
const shared = globalThis as typeof globalThis & { [KEY]?: Registry }
const registry: Registry = (shared[KEY] ??= {
  render: new AsyncLocalStorage(),
  listeners: new Set(),
})

/** Runs a page's render, collecting the tags of everything it reads. */
export function collectTags<T>(tags: Set<string>, render: () => T): T {
  return registry.render.run(tags, render)
}

/** A reader notes the tags of what it read for the page being rendered (if any is). */
export function noteTags(tags: readonly string[]): void {
  const collected = registry.render.getStore()
  if (collected) for (const tag of tags) collected.add(tag)
}

/** Tells the page cache that what carries these tags changed. */
export function announceExpired(tags: readonly string[]): void {
  for (const listener of registry.listeners) listener(tags)
}

export function onExpired(listener: (tags: readonly string[]) => void): () => void {
  registry.listeners.add(listener)
  return () => registry.listeners.delete(listener)
}
