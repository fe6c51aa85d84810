import type { Payload } from 'payload'

/**
 * Work another feature does after each listing sync that brought changes, in the sync's own
 * process (at the lowest CPU priority, apart from the site's pages): the sync knows none of those
 * features, the Payload config lists the steps (its `custom.afterListingSync`).
 */
export type AfterListingSync = { name: string; run: (payload: Payload) => Promise<unknown> }

export type AfterListingSyncConfig = { afterListingSync: readonly AfterListingSync[] }

/** The steps the Payload config lists; none when it lists none. */
export function afterListingSyncOf(payload: Payload): readonly AfterListingSync[] {
  const custom = payload.config.custom as Partial<AfterListingSyncConfig> | undefined
  return custom?.afterListingSync ?? []
}
