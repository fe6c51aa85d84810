/** Where each publishable collection's documents live on the site. */
export const PUBLIC_PATH: Record<string, (slug: string) => string> = {
  pages: (slug) => (slug === 'home' ? '/' : `/${slug}`),
  communities: (slug) => `/communities/${slug}`,
  'market-reports': (slug) => `/market-update/${slug}`,
  posts: (slug) => `/blog/${slug}`,
}
