import { matches, sign } from '@/lib/signature'

/** The generated social card's size: what Facebook, LinkedIn and X show largest. */
export const OG_CARD = { width: 1200, height: 630 } as const

const TITLE_MAX = 120

/**
 * Signed, so only titles this site wrote get a card with the agent's name on it: nobody can
 * point /og at a made-up headline and share it as ours.
 */
const signature = (title: string) => sign('og-card', title, 'base64url').slice(0, 22)

/** The card's address for a page title (relative: metadataBase makes it absolute). */
export function ogCardPath(title: string): string {
  const clean = title.trim().slice(0, TITLE_MAX)
  return `/og?${new URLSearchParams({ title: clean, sig: signature(clean) })}`
}

/** The title a card request may draw, or null when the request was not signed by us. */
export function verifiedOgTitle(params: URLSearchParams): string | null {
  const title = params.get('title')
  if (!title || title.length > TITLE_MAX) return null
  return matches(signature(title), params.get('sig')) ? title : null
}
