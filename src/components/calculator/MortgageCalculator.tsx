import { Calculator } from './Calculator.client'

/**
 * The mortgage calculator section, on /mortgage-calculator and as a page block. A server
 * component: it only passes the agent's contact details from site settings to the client leaf.
 */
export function MortgageCalculator({
  phone,
  email,
  title,
  intro,
}: {
  phone: string
  email: string
  title: string
  intro?: string
}) {
  return (
    <section
      id="mortgage-calculator"
      aria-labelledby="mortgage-calculator-title"
      className="bg-stone-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="mb-10 max-w-2xl print:hidden">
          <h2 id="mortgage-calculator-title" className="text-3xl text-ink-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-ink-700">{intro}</p> : null}
        </div>
        <div className="min-h-[36rem] rounded-lg border border-ink-900/10 bg-white p-5 shadow-lg shadow-ink-950/5 sm:p-8">
          <Calculator agent={{ phone, email }} />
        </div>
      </div>
    </section>
  )
}
