import { announceExpired } from '@/lib/pageTags'

import { expireThroughRoute, tellOtherProcesses } from './acrossProcesses'

/**
 * Expire cached reads, and the cached pages that used them, now: in this process and (on
 * PostgreSQL) in every other process of the site. Studio hooks call this, and so do scripts
 * (a seed, the listing sync's command), whose own process serves nothing: the running server
 * hears of it through its expiry route once the change is committed.
 */
export function expireTags(tags: readonly string[]): void {
  expireTagsHere(tags)
  void tellOtherProcesses(tags)
  // Studio hooks run before the change is committed: a page rendered in between would keep the
  // old content. Once more, here and everywhere, when the change is surely committed.
  setTimeout(() => {
    void expireThroughRoute(tags, { quiet: true })
    void tellOtherProcesses(tags)
  }, AFTER_COMMIT_MS).unref()
}

/** Longer than a save takes to commit. */
const AFTER_COMMIT_MS = 1500

/** Expire them in this process only (what another process's expiry asks for). */
export function expireTagsHere(tags: readonly string[]): void {
  announceExpired(tags)
}
