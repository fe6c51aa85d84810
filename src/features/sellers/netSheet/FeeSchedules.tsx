import { formatLumpSum } from '@/lib/money'

import * as RATES from './rates'
import { formatCents, percentWords, scheduleWords, sourceText } from './text'

const THRESHOLD = formatLumpSum(RATES.TRANSFER_FEE.threshold)

/** Every rate the sheet uses, in words, with its law and the date it holds from. */
export function FeeSchedules() {
  const fees: [string, string, string[]][] = [
    [
      'Realty transfer fee',
      sourceText(RATES.TRANSFER_FEE.source),
      [
        `A sale of ${THRESHOLD} or less: ${scheduleWords(RATES.TRANSFER_FEE.standard.upToThreshold)}.`,
        `A sale above ${THRESHOLD}, from the first dollar: ${scheduleWords(RATES.TRANSFER_FEE.standard.aboveThreshold)}.`,
        'A part of $500 counts as a whole $500.',
      ],
    ],
    [
      'Reduced realty transfer fee (owner-occupant of a one- or two-family home, 62 or older, blind or disabled)',
      sourceText(RATES.TRANSFER_FEE.reduced.source),
      [
        `${THRESHOLD} or less: ${scheduleWords(RATES.TRANSFER_FEE.reduced.upToThreshold)}.`,
        `Above ${THRESHOLD}: ${scheduleWords(RATES.TRANSFER_FEE.reduced.aboveThreshold)}.`,
      ],
    ],
    [
      'Graduated percent fee',
      sourceText(RATES.PERCENT_FEE.source),
      [
        `Paid by the seller unless the contract says otherwise, on the whole price of a sale above ${formatLumpSum(RATES.PERCENT_FEE.from)}: ${percentWords()}.`,
      ],
    ],
    [
      'Non-resident estimated income tax',
      sourceText(RATES.NON_RESIDENT_ESTIMATE.source),
      [
        `The greater of ${RATES.NON_RESIDENT_ESTIMATE.priceBasisPoints / 100}% of the price or ${RATES.NON_RESIDENT_ESTIMATE.gainBasisPoints / 100}% of the gain, paid at closing by a seller who does not live in New Jersey.`,
      ],
    ],
    [
      'Smoke, carbon-monoxide and fire-extinguisher certificate',
      sourceText(RATES.CERTIFICATE.source),
      [
        `The Sussex County Fire Marshal's fee, by how far before the closing it is asked for: ${formatCents(RATES.CERTIFICATE.cents.moreThan10)} at more than 10 business days, ${formatCents(RATES.CERTIFICATE.cents.from4To10)} at 4 to 10, ${formatCents(RATES.CERTIFICATE.cents.fewerThan4)} at fewer.`,
      ],
    ],
    [
      'Private well water test',
      sourceText(RATES.WELL_TEST.source),
      [`About ${formatCents(RATES.WELL_TEST.cents)}, a typical laboratory fee.`],
    ],
    [
      'Property tax',
      sourceText(RATES.PROPERTY_TAX.source),
      [
        "The seller pays the share of the year's tax from January 1 to the closing day; the quarterly bills are due February 1, May 1, August 1 and November 1.",
      ],
    ],
  ]
  return (
    <dl className="space-y-5">
      {fees.map(([name, source, words]) => (
        <div key={name}>
          <dt className="font-semibold text-ink-950">{name}</dt>
          <dd className="text-sm text-ink-700">{source}</dd>
          {words.map((text) => (
            <dd key={text} className="text-base text-ink-900">
              {text}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}
