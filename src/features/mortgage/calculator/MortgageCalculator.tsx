import { useId } from 'react'
import type { ReactNode } from 'react'

/**
 * The mortgage calculator section, on /mortgage-calculator and as a page block. A server
 * component around the client leaf it is given: the calculator page passes `<Calculator>`, the
 * block `<LazyCalculator>`, so pages without the block never download the calculator's code
 * (Next ships every client component a route imports, rendered or not).
 */
export function MortgageCalculator({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section id="mortgage-calculator" aria-labelledby={titleId} className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="mb-10 max-w-2xl print:hidden">
          <h2 id={titleId} className="text-3xl text-ink-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-ink-700">{intro}</p> : null}
        </div>
        <div className="min-h-[36rem] rounded-lg border border-ink-900/10 bg-white p-5 shadow-lg shadow-ink-950/5 sm:p-8">
          {children}
        </div>
      </div>
    </section>
  )
}
