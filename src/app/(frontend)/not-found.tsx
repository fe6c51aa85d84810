import Link from 'next/link'

import { NOT_FOUND_METADATA } from './notFoundMetadata'

export const metadata = NOT_FOUND_METADATA

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl text-ink-950 sm:text-5xl">
        This page has moved or no longer exists
      </h1>
      <p className="mt-5 text-lg text-ink-700">
        The listing or article you were looking for may have sold, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          href="/"
          className="inline-flex min-h-12 items-center rounded bg-ink-950 px-6 font-semibold text-white hover:bg-ink-800"
        >
          Back to the home page
        </Link>
        <Link
          href="/contact"
          className="inline-flex min-h-12 items-center rounded border border-ink-900/30 px-6 font-semibold text-ink-950 hover:border-accent-500"
        >
          Contact us
        </Link>
      </div>
    </div>
  )
}
