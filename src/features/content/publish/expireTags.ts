import { revalidateTag } from 'next/cache'

/**
 * Expire cached reads now. Studio hooks call this; outside a Next.js request (seed scripts,
 * the Payload CLI) there is no cache to expire, and Next throws, which we ignore on purpose.
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      /* not inside a Next.js server: nothing is cached */
    }
  }
}
