import Link from 'next/link'

const href = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`)

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 font-semibold'
  return (
    <nav aria-label="Blog pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              className={`${item} border-ink-900/20 hover:border-accent-500`}
              href={href(page - 1)}
            >
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              aria-current={n === page ? 'page' : undefined}
              className={`${item} ${n === page ? 'border-ink-950 bg-ink-950 text-white' : 'border-ink-900/20 hover:border-accent-500'}`}
            >
              <span className="sr-only">Page </span>
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link
              className={`${item} border-ink-900/20 hover:border-accent-500`}
              href={href(page + 1)}
            >
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
