import { useId, useMemo } from 'react'

import {
  LIMITS,
  LOAN_TERM_CHOICES,
  STEPS,
  formatLoanTerm,
  pmiApplies,
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
      tax: (v: number) => update((i) => setCapped(i, 'propertyTaxRate', v)),
      insurance: (v: number) => update((i) => setCapped(i, 'insuranceRate', v)),
      pmi: (v: number) => update((i) => setCapped(i, 'pmiRate', v)),
      hoa: (v: number) => update((i) => setCapped(i, 'hoaFees', v)),
      extra: (v: number) => update((i) => setCapped(i, 'extraPrincipal', v)),
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
          className="min-h-12 w-full rounded border border-ink-900/25 bg-white px-3 text-ink-950"
        >
          {LOAN_TERM_CHOICES.map((years) => (
            <option key={years} value={years}>
              {formatLoanTerm(years)}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        id={`${id}-tax`}
        label="Property Tax Rate"
        unit="%"
        value={inputs.propertyTaxRate}
        min={0}
        max={LIMITS.propertyTaxRate.max}
        step={STEPS.rates}
        hint="County average is near 1.1%"
        onChange={on.tax}
      />
      <NumberField
        id={`${id}-insurance`}
        label="Home Insurance Rate"
        unit="%"
        value={inputs.insuranceRate}
        min={0}
        max={LIMITS.insuranceRate.max}
        step={STEPS.rates}
        hint="Typically 0.25% to 0.4% annually"
        onChange={on.insurance}
      />
      <NumberField
        id={`${id}-pmi`}
        label="PMI Rate"
        unit="%"
        value={inputs.pmiRate}
        min={0}
        max={LIMITS.pmiRate.max}
        step={STEPS.rates}
        disabled={!pmi}
        hint={pmi ? 'PMI is removed at 20% equity' : 'Not needed with 20% or more down'}
        onChange={on.pmi}
      />
      <NumberField
        id={`${id}-hoa`}
        label="HOA Fees"
        unit="$"
        value={inputs.hoaFees}
        min={0}
        max={LIMITS.hoaFees.max}
        step={STEPS.hoaFees}
        hint="Per month"
        onChange={on.hoa}
      />
      <NumberField
        id={`${id}-extra`}
        label="Extra Principal"
        unit="$"
        value={inputs.extraPrincipal}
        min={0}
        max={LIMITS.extraPrincipal.max}
        step={STEPS.extraPrincipal}
        hint="Paid on top of your payment each month"
        onChange={on.extra}
      />
    </div>
  )
}
