'use client'

import type { InvestmentSnapshot } from '../numbers'

/**
 * "Ask about this investment": stands in until the lead form behind it is in place; it takes the
 * figures the visitor sees, which the question will carry to the agent.
 */
export function AskAboutInvestment({
  address,
}: {
  listingKey: string
  address: string
  snapshot: InvestmentSnapshot
}) {
  return (
    <p className="text-sm text-ink-700">
      Questions about {address} as an investment? Ask the agent with the form on this page.
    </p>
  )
}
