import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'

/**
 * The site settings lead emails need (the agent's name, email, phone…), read at most once a
 * minute per process. Reading the global (five array tables) costs about 1.5 ms of CPU on SQLite,
 * three times a lead's own read; once per email, that was about 3 ms of every newsletter or
 * calculator lead's ~10 ms under load. A save in the studio forgets it at once
 * (features/site/settings.ts); other processes catch up within the minute, as the pages do
 * (lib/cachedRead.ts).
 */
export const EMAIL_SETTINGS_MAX_AGE_MS = 60_000

let cached: { readAt: number; settings: Promise<SiteSetting> } | undefined

export function emailSettings(payload: Payload, now = Date.now()): Promise<SiteSetting> {
  if (!cached || now - cached.readAt >= EMAIL_SETTINGS_MAX_AGE_MS) {
    const settings = payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const entry = { readAt: now, settings }
    cached = entry
    // A failed read is not kept: the next email tries again.
    settings.catch(() => {
      if (cached === entry) cached = undefined
    })
  }
  return cached.settings
}

export function forgetEmailSettings(): void {
  cached = undefined
}
