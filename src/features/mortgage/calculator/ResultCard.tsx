import { useId, type ReactNode } from 'react'

/** One titled card of the results step; its title names it as a region. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="break-inside-avoid rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm"
    >
      <h4 id={id} className="text-lg font-semibold text-ink-950">
        {title}
      </h4>
      <div className="mt-3 text-ink-800">{children}</div>
    </section>
  )
}
