import type { CollectionSlug, FieldHook } from 'payload'

/** The longest slug made from a title; a typed one may be as long as the agent likes. */
const MADE_SLUG_MAX = 80

/**
 * A slug made from a title: "Spring Market: Sussex's Lakes" → "spring-market-sussexs-lakes".
 * Accents are dropped, "&" reads "and", apostrophes vanish, anything else that is not a letter
 * or digit becomes one hyphen; empty when the title has no letter or digit.
 */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MADE_SLUG_MAX)
    .replace(/-+$/, '')
}

const HOME = 'home'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Fills the slug from the title until the page is first published: a slug left empty, or still
 * the one the previous title made, follows the title (drafts autosave, so the first letters typed
 * must not fix it). A slug the agent typed is kept, and so is the slug of a page that has been
 * published, whose address is live: it changes only when the agent types a new one.
 */
export const slugFromTitle: FieldHook = async ({ value, data, originalDoc, collection, req }) => {
  const typed = text(value)
  const before = text(originalDoc?.slug)
  if (typed && typed !== before) return typed
  const madeBefore = before === slugFrom(text(originalDoc?.title))
  // "home" is the home page's own address, whatever its title says.
  if (before === HOME || (before && !madeBefore)) return before
  if (before && (await isLive(collection?.slug, originalDoc?.id, req))) return before
  return slugFrom(text(data?.title ?? originalDoc?.title)) || typed || null
}

/** Whether the document is published now (its published row, not the draft being edited). */
async function isLive(
  collection: string | undefined,
  id: unknown,
  req: Parameters<FieldHook>[0]['req'],
): Promise<boolean> {
  if (!collection || (typeof id !== 'string' && typeof id !== 'number')) return false
  const published = await req.payload.find({
    collection: collection as CollectionSlug,
    where: { id: { equals: id }, _status: { equals: 'published' } },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return published.docs.length > 0
}
