import type { Metadata } from 'next'

import { RenderBlocks } from '@/features/content/blocks/RenderBlocks'
import { PageHeader } from '@/ui/PageHeader'
import { getBySlug } from '@/features/content/read/content'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { pageMetadata } from '@/features/content/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getBySlug('pages', 'home')
  const meta = page ? pageMetadata(page.seo, page.title, '/') : {}
  // The home page's title is the site's own, not "Home | …".
  return { ...meta, title: { absolute: page?.seo?.title || (await getSiteSettings()).agentName } }
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getBySlug('pages', 'home'), getSiteSettings()])
  if (!page) {
    // Only before the first seed or after the agent deleted the home page.
    return <PageHeader title={`${settings.agentName}, ${settings.brokerageName}`} />
  }
  return <RenderBlocks blocks={page.layout ?? []} settings={settings} />
}
