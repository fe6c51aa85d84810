import { LivePreviewRefresh } from './LivePreviewRefresh.client'

/** Shown only in draft mode: says so, and offers the way out. */
export function PreviewBar() {
  return (
    <div role="status" className="bg-accent-300 text-ink-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p>
          <strong>Preview:</strong> you are seeing unpublished drafts. Visitors see the published
          version.
        </p>
        {/* A route handler, not a page: it needs a full request, which Link would not make. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/api/exit-preview"
          className="inline-flex min-h-6 items-center font-semibold underline"
        >
          Exit preview
        </a>
      </div>
      <LivePreviewRefresh />
    </div>
  )
}
