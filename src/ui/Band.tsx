import { useId, type ReactNode } from 'react'

/**
 * A full-width band of a tool's page (the net sheet, the home-value estimate): its heading, an
 * intro, and what it holds, on white or stone. `children` is given the heading's id, for a table
 * or list the heading names.
 */
export function Band({
  id,
  title,
  intro,
  tone,
  children,
}: {
  /** An anchor for links and forms that lead here. */
  id?: string
  title: string
  intro?: string
  tone: 'white' | 'stone'
  children: (headingId: string) => ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'stone' ? 'bg-stone-50 py-14' : 'bg-white py-14'}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl text-ink-950">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-700">{intro}</p> : null}
        <div className="mt-8">{children(headingId)}</div>
      </div>
    </section>
  )
}
