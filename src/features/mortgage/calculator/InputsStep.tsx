import { useId, useMemo } from 'react'

import {
  LIMITS,
  LOAN_TERM_CHOICES,
  STEPS,
  formatLoanTerm,
  pmiApplies,
  type CappedInput,
  type MortgageInputs,
} from '@/features/mortgage/math'

import {
  MIN_PRICE_MESSAGE,
  PMI_HINT,
  percentText,
  priceTooLow,
  setCapped,
  setDownAmount,
  setDownPercent,
  setLoanTerm,
  setPrice,
  setRate,
  snapPrice,
  wholeText,
} from './inputRules'
import { NumberField } from './NumberField'

/** The fields that run from 0 to their cap, in the order the form shows them. */
const CAPPED_FIELDS: {
  key: CappedInput
  idSuffix: string
  label: string
  unit: '%' | '$'
  step: number
  hint?: string
}[] = [
  {
    key: 'propertyTaxRate',
    idSuffix: 'tax',
    label: 'Property Tax Rate',
    unit: '%',
    step: STEPS.rates,
    hint: 'County average is near 1.1%',
  },
  {
    key: 'insuranceRate',
    idSuffix: 'insurance',
    label: 'Home Insurance Rate',
    unit: '%',
    step: STEPS.rates,
    hint: 'Typically 0.25% to 0.4% annually',
  },
  { key: 'pmiRate', idSuffix: 'pmi', label: 'PMI Rate', unit: '%', step: STEPS.rates },
  {
    key: 'hoaFees',
    idSuffix: 'hoa',
    label: 'HOA Fees',
    unit: '$',
    step: STEPS.hoaFees,
    hint: 'Per month',
  },
  {
    key: 'extraPrincipal',
    idSuffix: 'extra',
    label: 'Extra Principal',
    unit: '$',
    step: STEPS.extraPrincipal,
    hint: 'Paid on top of your payment each month',
  },
]

const PMI_RATE_HINT = {
  applies: 'PMI is removed at 20% equity',
  notNeeded: 'Not needed with 20% or more down',
}

/** Step 1: every field with its label, limits, step, hint and clamp. */
export function InputsStep({
  inputs,
  update,
}: {
  inputs: MortgageInputs
  /** Stable: applies a change to the latest inputs. */
  update: (change: (inputs: MortgageInputs) => MortgageInputs) => void
}) {
  const id = useId()
  // Stable handlers, so a keystroke re-renders only the fields whose value or hint changed.
  const on = useMemo(
    () => ({
      price: (v: number) => update((i) => setPrice(i, v)),
      priceBlur: () => update(snapPrice),
      downPercent: (v: number) => update((i) => setDownPercent(i, v)),
      downAmount: (v: number) => update((i) => setDownAmount(i, v)),
      rate: (v: number) => update((i) => setRate(i, v)),
      term: (v: number) => update((i) => setLoanTerm(i, v)),
      capped: Object.fromEntries(
        CAPPED_FIELDS.map(({ key }) => [key, (v: number) => update((i) => setCapped(i, key, v))]),
      ) as Record<CappedInput, (value: number) => void>,
    }),
    [update],
  )
  const pmi = pmiApplies(inputs.downPaymentPercent)
  const price = LIMITS.purchasePrice
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <NumberField
          id={`${id}-price`}
          label="Purchase Price"
          unit="$"
          value={inputs.purchasePrice}
          min={price.min}
          max={price.max}
          step={1000}
          hint="From $50,000 to $10,000,000"
          error={priceTooLow(inputs) ? MIN_PRICE_MESSAGE : undefined}
          onChange={on.price}
          onBlur={on.priceBlur}
        />
      </div>
      <NumberField
        id={`${id}-down-percent`}
        label="Down Payment (%)"
        unit="%"
        value={inputs.downPaymentPercent}
        display={percentText}
        min={0}
        max={100}
        step={STEPS.downPaymentPercent}
        hint={pmi ? PMI_HINT : undefined}
        onChange={on.downPercent}
      />
      <NumberField
        id={`${id}-down-amount`}
        label="Down Payment ($)"
        unit="$"
        value={inputs.downPaymentAmount}
        display={wholeText}
        min={0}
        max={inputs.purchasePrice}
        step={1000}
        onChange={on.downAmount}
      />
      <NumberField
        id={`${id}-rate`}
        label="Interest Rate"
        unit="%"
        value={inputs.interestRate}
        min={LIMITS.interestRate.min}
        max={LIMITS.interestRate.max}
        step={STEPS.interestRate}
        hint="6-7% is typical today"
        onChange={on.rate}
      />
      <div>
        <label htmlFor={`${id}-term`} className="mb-1 block text-sm font-semibold text-ink-900">
          Loan Term
        </label>
        <select
          id={`${id}-term`}
          value={inputs.loanTerm}
          onChange={(event) => on.term(Number(event.target.value))}
          className="min-h-12 w-full rounded border border-ink-600 bg-white px-3 text-ink-950"
        >
          {LOAN_TERM_CHOICES.map((years) => (
            <option key={years} value={years}>
              {formatLoanTerm(years)}
            </option>
          ))}
        </select>
      </div>
      {CAPPED_FIELDS.map((field) => (
        <NumberField
          key={field.key}
          id={`${id}-${field.idSuffix}`}
          label={field.label}
          unit={field.unit}
          value={inputs[field.key]}
          min={0}
          max={LIMITS[field.key].max}
          step={field.step}
          disabled={field.key === 'pmiRate' && !pmi}
          hint={field.key === 'pmiRate' ? PMI_RATE_HINT[pmi ? 'applies' : 'notNeeded'] : field.hint}
          onChange={on.capped[field.key]}
        />
      ))}
    </div>
  )
}
