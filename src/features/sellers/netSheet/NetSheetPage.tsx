import Link from 'next/link'

import { Band } from '@/ui/Band'
import { PageHeader } from '@/ui/PageHeader'
import { buttonClass } from '@/ui/buttons'

import { FeeSchedules } from './FeeSchedules'
import type { ReadNetSheet } from './inputs'
import { priceLadder, LADDER_STEPS } from './ladder'
import { NET_ANCHOR, NetSheetForm } from './NetSheetForm'
import { NetSheetResult } from './NetSheetResult'
import { computeNetSheet } from './netSheet'
import { PriceLadder } from './PriceLadder'

const CARD = 'rounded-lg border border-ink-900/10 bg-white p-4 shadow-sm sm:p-8'

/** /sellers/net-sheet: the form, the sheet, the price ladder and the fees behind them. */
export function NetSheetPage({ read }: { read: ReadNetSheet }) {
  const sheet = computeNetSheet(read.inputs)
  const ladder = priceLadder(read.inputs)
  const steps = LADDER_STEPS.filter((s) => s > 0).map((s) => `${s}%`)
  return (
    <>
      <PageHeader eyebrow="For sellers" title="Seller's Net Sheet">
        <p>
          What you walk away with from a New Jersey sale, line by line, with the law behind each
          fee.
        </p>
      </PageHeader>
      <Band
        tone="stone"
        title="Your sale"
        intro="Change any figure and choose Show my net. Every figure stays in the page's address, so you can keep or share it."
      >
        {() => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className={CARD}>
              <NetSheetForm read={read} />
            </div>
            <div id={Object.keys(read.errors).length ? undefined : NET_ANCHOR} className={CARD}>
              <NetSheetResult sheet={sheet} input={read.inputs} />
              <p className="mt-6 text-base text-ink-800">
                These figures are estimates, not legal or tax advice. Your attorney confirms every
                one of them before closing.
              </p>
              <Link href="/contact" className={`${buttonClass('secondary', 'light')} mt-4`}>
                Talk your sale over with the agent
              </Link>
            </div>
          </div>
        )}
      </Band>
      {ladder.length ? (
        <Band
          tone="white"
          title="Your net at nearby prices"
          intro={`The same sale ${steps.join(' and ')} above and below your price, to the nearest $1,000, and the prices where one dollar more raises a fee.`}
        >
          {(headingId) => <PriceLadder rows={ladder} labelledBy={headingId} />}
        </Band>
      ) : null}
      <Band
        tone="stone"
        title="The fees and the laws behind them"
        intro="Each rate the sheet uses, the law it comes from and the date it holds from."
      >
        {() => <FeeSchedules />}
      </Band>
    </>
  )
}
