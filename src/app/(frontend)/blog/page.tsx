import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/ui/PageHeader'
import { ResponsiveImage } from '@/ui/ResponsiveImage'
import { listPosts } from '@/features/content/read/content'
import { toImage } from '@/features/content/read/toImage'
import { pageMetadata } from '@/features/content/seo/metadata'

import { formatDate } from './formatDate'
import { Pagination } from './Pagination'
import { NOT_FOUND_METADATA } from '../notFoundMetadata'

type Props = { searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  // Each page of the list is its own canonical page, so search engines index older articles too.
  const page = Number((await searchParams).page ?? '1')
  const numbered = Number.isInteger(page) && page > 1
  // A page past the last is the 404 page, with its title (listPosts is a cached read).
  if (
    !Number.isInteger(page) ||
    page < 1 ||
    (numbered && (await listPosts(page)).docs.length === 0)
  )
    return NOT_FOUND_METADATA
  return pageMetadata(
    {
      description:
        'Market news, buying and selling advice and life in the towns of northern New Jersey.',
    },
    numbered ? `Real Estate Blog, page ${page}` : 'Real Estate Blog',
    numbered ? `/blog?page=${page}` : '/blog',
  )
}

export default async function BlogIndexPage({ searchParams }: Props) {
  const page = Number((await searchParams).page ?? '1')
  if (!Number.isInteger(page) || page < 1) notFound()
  const result = await listPosts(page)
  if (page > 1 && result.docs.length === 0) notFound()
  return (
    <>
      <PageHeader eyebrow="Blog" title="Real Estate Blog">
        <p>Market news, buying and selling advice and life in the towns of northern New Jersey.</p>
      </PageHeader>
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {result.docs.length === 0 ? (
          <p className="text-lg text-ink-700">No articles yet. Check back soon.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {result.docs.map((post, index) => {
              const cover = toImage(post.coverImage)
              return (
                <li key={post.slug}>
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-sm">
                    {cover ? (
                      <ResponsiveImage
                        src={cover.url}
                        alt=""
                        width={cover.width}
                        height={cover.height}
                        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                        preload={index === 0}
                        className="aspect-[16/9] w-full object-cover"
                      />
                    ) : null}
                    <div className="flex flex-1 flex-col p-6">
                      <time dateTime={post.publishedAt} className="text-sm text-ink-600">
                        {formatDate(post.publishedAt)}
                      </time>
                      <h2 className="mt-2 text-2xl text-ink-950">
                        <Link
                          href={`/blog/${post.slug}`}
                          className="after:absolute after:inset-0 group-hover:text-accent-700"
                        >
                          {post.title}
                        </Link>
                      </h2>
                      <p className="mt-3 flex-1 text-ink-700">{post.excerpt}</p>
                      <p aria-hidden="true" className="mt-4 font-semibold text-accent-700">
                        Read article →
                      </p>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
        <Pagination page={result.page ?? 1} totalPages={result.totalPages} />
      </section>
    </>
  )
}
