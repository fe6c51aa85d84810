import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { NewsletterComponent } from '@/features/content/blocks/Newsletter/Component'
import { JsonLd } from '@/ui/JsonLd'
import { ResponsiveImage } from '@/ui/ResponsiveImage'
import { RichText } from '@/ui/RichText'
import { getBySlug } from '@/features/content/read/content'
import { toImage } from '@/features/content/read/toImage'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { blogPosting, breadcrumbs } from '@/features/content/seo/jsonLd'
import { pageMetadata } from '@/features/content/seo/metadata'

import { formatDate } from '../formatDate'
import { NOT_FOUND_METADATA } from '../../notFoundMetadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getBySlug('posts', slug)
  if (!post) return NOT_FOUND_METADATA
  const meta = pageMetadata(
    { description: post.excerpt, ...post.seo },
    post.title,
    `/blog/${slug}`,
    post.coverImage,
  )
  return {
    ...meta,
    openGraph: { ...meta.openGraph, type: 'article', publishedTime: post.publishedAt },
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  const [post, settings] = await Promise.all([getBySlug('posts', slug), getSiteSettings()])
  if (!post) notFound()
  const cover = toImage(post.coverImage)
  return (
    <>
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-14 sm:px-6">
          <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
            <Link
              href="/blog"
              className="inline-flex min-h-6 items-center font-semibold text-accent-700 underline"
            >
              Blog
            </Link>
          </nav>
          <h1 className="mt-4 text-4xl leading-tight text-ink-950 sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-ink-600">
            By {settings.agentName} ·{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </p>
        </header>
        {cover ? (
          <ResponsiveImage
            src={cover.url}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            preload
            sizes="(min-width: 1024px) 960px, 100vw"
            className="mx-auto mt-10 aspect-[16/9] w-full max-w-5xl object-cover lg:rounded-lg"
          />
        ) : null}
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <p className="text-xl leading-relaxed text-ink-700">{post.excerpt}</p>
          <RichText data={post.content} />
        </div>
      </article>
      <NewsletterComponent settings={settings} />
      <JsonLd data={blogPosting(post, settings, cover?.url)} />
      <JsonLd
        data={breadcrumbs([
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: `/blog/${slug}` },
        ])}
      />
    </>
  )
}
