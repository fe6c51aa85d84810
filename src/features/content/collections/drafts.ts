import type { CollectionConfig } from 'payload'

/** Drafts with autosave, and a short history, for everything the agent publishes. */
export const draftsWithAutosave: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 1500 }, schedulePublish: false },
  maxPerDoc: 25,
}
