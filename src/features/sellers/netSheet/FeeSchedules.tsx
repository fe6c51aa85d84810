import { formatLumpSum } from '@/lib/money'

import {
  CERTIFICATE,
  NON_RESIDENT_ESTIMATE,
  PERCENT_FEE,
  PROPERTY_TAX,
  TRANSFER_FEE,
  WELL_TEST,
} from './rates'
import { formatCents, percentWords, scheduleWords, sourceText } from './text'

const THRESHOLD = formatLumpSum(TRANSFER_FEE.threshold)

/** Every rate the sheet uses, in words, with its law and the date it holds from. */
export function FeeSchedules() {
  const fees: [string, string, string[]][] = [
    [
      'Realty transfer fee',
      sourceText(TRANSFER_FEE.source),
      [
        `A sale of ${THRESHOLD} or less: ${scheduleWords(TRANSFER_FEE.standard.upToThreshold)}.`,
        `A sale above ${THRESHOLD}, from the first dollar: ${scheduleWords(TRANSFER_FEE.standard.aboveThreshold)}.`,
        'A part of $500 counts as a whole $500.',
      ],
    ],
    [
      'Reduced realty transfer fee (owner-occupant of a one- or two-family home, 62 or older, blind or disabled)',
      sourceText(TRANSFER_FEE.reduced.source),
      [
        `${THRESHOLD} or less: ${scheduleWords(TRANSFER_FEE.reduced.upToThreshold)}.`,
        `Above ${THRESHOLD}: ${scheduleWords(TRANSFER_FEE.reduced.aboveThreshold)}.`,
      ],
    ],
    [
      'Graduated percent fee',
      sourceText(PERCENT_FEE.source),
      [
        `Paid by the seller unless the contract says otherwise, on the whole price of a sale above ${formatLumpSum(PERCENT_FEE.from)}: ${percentWords()}.`,
      ],
    ],
    [
      'Non-resident estimated income tax',
      sourceText(NON_RESIDENT_ESTIMATE.source),
      [
        `The greater of ${NON_RESIDENT_ESTIMATE.priceBasisPoints / 100}% of the price or ${NON_RESIDENT_ESTIMATE.gainBasisPoints / 100}% of the gain, paid at closing by a seller who does not live in New Jersey.`,
      ],
    ],
    [
      'Smoke, carbon-monoxide and fire-extinguisher certificate',
      sourceText(CERTIFICATE.source),
      [
        `${formatCents(CERTIFICATE.cents)}: the Sussex County Fire Marshal's fee when asked more than 10 business days ahead.`,
      ],
    ],
    [
      'Private well water test',
      sourceText(WELL_TEST.source),
      [`About ${formatCents(WELL_TEST.cents)}, a typical laboratory fee.`],
    ],
    [
      'Property tax',
      sourceText(PROPERTY_TAX.source),
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
