import type { ReactNode } from 'react'

/** The white card a sidebar lead form sits in, labelled by its heading (`${id}-title`). */
export function LeadFormCard({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-2xl text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  )
}
