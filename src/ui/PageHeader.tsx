import type { ReactNode } from 'react'

/** The heading band every inner page opens with. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="on-dark bg-gradient-to-br from-ink-950 via-ink-900 to-ink-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.2em] text-accent-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-white/85">{children}</div> : null}
      </div>
    </div>
  )
}
