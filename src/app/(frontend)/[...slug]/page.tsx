import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/features/content/blocks/RenderBlocks'
import { PageHeader } from '@/ui/PageHeader'
import { getBySlug } from '@/features/content/read/content'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { pageMetadata } from '@/features/content/seo/metadata'
import { NOT_FOUND_METADATA } from '../notFoundMetadata'

type Props = { params: Promise<{ slug: string[] }> }

/** Pages the agent composes in the studio (About, Buyers, Sellers, Contact, the legal pages…). */
async function findPage(params: Props['params']) {
  const { slug } = await params
  if (slug.length !== 1 || slug[0] === 'home') return null
  return getBySlug('pages', slug[0]!)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPage(params)
  return page ? pageMetadata(page.seo, page.title, `/${page.slug}`) : NOT_FOUND_METADATA
}

export default async function CmsPage({ params }: Props) {
  const page = await findPage(params)
  if (!page) notFound()
  const settings = await getSiteSettings()
  return (
    <>
      <PageHeader
        eyebrow={page.intro?.eyebrow ?? undefined}
        title={page.intro?.heading || page.title}
      >
        {page.intro?.text ? <p>{page.intro.text}</p> : null}
      </PageHeader>
      <RenderBlocks blocks={page.layout ?? []} settings={settings} />
    </>
  )
}
