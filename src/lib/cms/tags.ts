/** The one table of cache tags: readers in lib/cms tag with these, studio hooks revalidate them. */
export const TAGS = {
  siteSettings: 'global:site-settings',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]
