import type { CollectionSlug, FieldHook, PayloadRequest } from 'payload'

/** The longest slug made from a title; a typed one may be as long as the agent likes. */
const MADE_SLUG_MAX = 80

/** The home page's own slug, whatever its title says. */
export const HOME_SLUG = 'home'

/**
 * Top-level addresses the site answers itself (the API, the studio, and each top-level folder of
 * the app with a page or route of its own): a page given one of these slugs would never be seen
 * (newDocuments.test.ts holds the list to the app's folders).
 */
export const SITE_ADDRESSES = [
  'api',
  'studio',
  'blog',
  'communities',
  'home-value',
  'market-update',
  'mortgage-calculator',
  'unsubscribe',
  'bench-floor',
] as const

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

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Fills the slug from the title until the page is first published: a slug left empty, or still
 * the one the previous title made, follows the title (drafts autosave, so the first letters typed
 * must not fix it). A made slug that another document of the collection has, or (for pages) that
 * the site's own addresses or the home page use, gets "-2", "-3"… A slug the agent typed is kept,
 * and so is the slug of a page that has ever been published, whose address may be linked to: it
 * changes only when the agent types a new one.
 */
export function slugFromTitle(reserved: readonly string[]): FieldHook {
  return async ({ value, data, originalDoc, collection, req }) => {
    const typed = text(value)
    const before = text(originalDoc?.slug)
    if (typed && typed !== before) return typed
    const madeBefore = before === slugFrom(text(originalDoc?.title))
    if (before === HOME_SLUG || (before && !madeBefore)) return before
    const id = originalDoc?.id as string | number | undefined
    if (before && collection && id !== undefined && (await everPublished(req, collection.slug, id)))
      return before
    const made = slugFrom(text(data?.title ?? originalDoc?.title))
    if (!made || !collection) return typed || null
    return freeSlug(req, collection.slug, id, made, reserved)
  }
}

/** `made`, or `made-2`, `made-3`… : the first no other document and no reserved address has. */
async function freeSlug(
  req: PayloadRequest,
  collection: string,
  id: string | number | undefined,
  made: string,
  reserved: readonly string[],
): Promise<string> {
  const { docs } = await req.payload.find({
    collection: collection as CollectionSlug,
    where: {
      and: [
        { or: [{ slug: { equals: made } }, { slug: { like: `${made}-` } }] },
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    draft: false,
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { slug: true },
    req,
  })
  const taken = new Set([...reserved, ...docs.map((doc) => (doc as { slug?: string }).slug)])
  if (!taken.has(made)) return made
  for (let n = 2; ; n++) if (!taken.has(`${made}-${n}`)) return `${made}-${n}`
}

/** Published now, or at any time before (its versions say so). */
async function everPublished(
  req: PayloadRequest,
  collection: string,
  id: string | number,
): Promise<boolean> {
  const slug = collection as CollectionSlug
  const published = { _status: { equals: 'published' } } as const
  const now = await req.payload.count({
    collection: slug,
    where: { and: [{ id: { equals: id } }, published] },
    overrideAccess: true,
    req,
  })
  if (now.totalDocs) return true
  const before = await req.payload.countVersions({
    collection: slug,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return before.totalDocs > 0
}
