import { formatLumpSum, formatMonthly } from '@/lib/money'
import { buttonClass } from '@/ui/buttons'
import { FieldError } from '@/ui/FieldError'

import {
  ASSUMPTION_PARAMS,
  RULES,
  type AssumptionParam,
  type ReadAssumptions,
} from '../assumptions'
import { AskAboutInvestment } from '../lead/AskAboutInvestment.client'
import { figuresOf, sourceOf, type PanelModel } from './figures'
import { FIGURES_ID, FORM_ID, fieldId } from './formId'

const LABELS: Record<AssumptionParam, string> = {
  rent: 'Rent, all units',
  vacancy: 'Vacancy',
  tax: 'Property tax',
  insurance: 'Insurance',
  maintenance: 'Maintenance',
  management: 'Management',
  utilities: 'Utilities the owner pays',
  hoa: 'HOA fee',
  down: 'Down payment',
  closing: 'Closing costs',
  rate: 'Mortgage rate',
  term: 'Loan term',
}
const UNITS: Record<AssumptionParam, string> = {
  rent: '$ a month',
  vacancy: '% of rent',
  tax: '$ a year',
  insurance: '$ a year',
  maintenance: '% of rent',
  management: '% of rent collected',
  utilities: '$ a month',
  hoa: '$ a month',
  down: '% of price',
  closing: '% of price',
  rate: '% a year',
  term: 'years',
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const formatPercent = (x: number | null) => (x === null ? '—' : `${percent.format(x)}%`)
/** A coverage ratio as lenders write it, to the hundredth: 1.10×, 1.25×. */
const ratio = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** A return, always to the hundredth so two homes' read alike: 8.20%, 7.83%, 9.00%. */
const formatReturn = (x: number | null) => (x === null ? '—' : `${ratio.format(x)}%`)

const CONTROL =
  'mt-1 block min-h-12 w-full rounded border bg-white px-3 py-2 text-base text-ink-950 focus-visible:border-accent-700'

function Field({ name, read }: { name: AssumptionParam; read: ReadAssumptions }) {
  const id = fieldId(name)
  const error = read.errors[name]
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {LABELS[name]} ({UNITS[name]})
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={RULES[name].whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        defaultValue={read.text[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${CONTROL} ${error ? 'border-red-700' : 'border-ink-600'}`}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  )
}

type Row = { label: string; yearly: number; param: AssumptionParam; total?: boolean }

/**
 * The panel's figures and the form of its assumptions: a GET form to the listing's own page, so
 * every assumption is in the address and the server works the figures out without JavaScript;
 * the browser island renders the same with `onInput` and recomputes at once.
 */
export function FiguresView({
  model,
  read,
  onInput,
  onSubmit,
  live,
}: {
  model: PanelModel
  read: ReadAssumptions
  onInput?: React.FormEventHandler<HTMLFormElement>
  onSubmit?: React.FormEventHandler<HTMLFormElement>
  /** The browser island renders it: the figures follow the fields as they change. */
  live?: boolean
}) {
  const worked = figuresOf(model, read)
  const a = read.assumptions
  const rows: Row[] =
    worked && a
      ? [
          { label: 'Gross rent', yearly: worked.figures.grossAnnualRent, param: 'rent' },
          {
            label: `Vacancy (${formatPercent(a.vacancy)})`,
            yearly: -worked.figures.vacancyLoss,
            param: 'vacancy',
          },
          { label: 'Taxes', yearly: -worked.figures.expenses.tax, param: 'tax' },
          { label: 'Insurance', yearly: -worked.figures.expenses.insurance, param: 'insurance' },
          {
            label: `Maintenance (${formatPercent(a.maintenance)})`,
            yearly: -worked.figures.expenses.maintenance,
            param: 'maintenance',
          },
          {
            label: `Management (${formatPercent(a.management)})`,
            yearly: -worked.figures.expenses.management,
            param: 'management',
          },
          {
            label: 'Utilities the owner pays',
            yearly: -worked.figures.expenses.utilities,
            param: 'utilities',
          },
          { label: 'HOA', yearly: -worked.figures.expenses.hoa, param: 'hoa' },
        ]
      : []
  return (
    <div className="space-y-6">
      <div
        id={FIGURES_ID}
        tabIndex={-1}
        role="region"
        aria-label="Figures for your assumptions"
        className="space-y-6 scroll-mt-32 rounded focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-700"
      >
        {worked && a ? (
          <>
            <table className="w-full text-left text-sm text-ink-800">
              <caption className="sr-only">The year&apos;s income and operating costs</caption>
              <thead>
                <tr className="border-b border-ink-900/20">
                  <th scope="col" className="py-2 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    A year
                  </th>
                  <th scope="col" className="py-2 pl-4 font-semibold">
                    From
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-900/10">
                {rows.map((row) => (
                  <tr key={row.param}>
                    <th scope="row" className="py-1.5 font-normal">
                      {row.label}
                    </th>
                    <td className="py-1.5 text-right font-medium text-ink-950 tabular-nums">
                      {formatLumpSum(row.yearly)}
                    </td>
                    <td className="py-1.5 pl-4 text-ink-700">
                      {sourceOf(model, read, row.param).text}
                    </td>
                  </tr>
                ))}
                <tr className="border-t-2 border-ink-900/30">
                  <th scope="row" className="py-2 font-semibold text-ink-950">
                    Net operating income
                  </th>
                  <td
                    className="py-2 text-right font-semibold text-ink-950 tabular-nums"
                    data-testid="investment-noi"
                  >
                    {formatLumpSum(worked.figures.netOperatingIncome)}
                  </td>
                  <td className="py-2 pl-4 text-ink-700">Rent less vacancy and costs</td>
                </tr>
              </tbody>
            </table>
            <dl className="grid gap-4 sm:grid-cols-2">
              {[
                ['Cap rate', formatReturn(worked.figures.capRate), 'cap-rate'],
                ['Monthly cash flow', formatMonthly(worked.figures.monthlyCashFlow), 'cash-flow'],
                ['Cash-on-cash return', formatReturn(worked.figures.cashOnCash), 'cash-on-cash'],
                [
                  'Debt-service coverage',
                  worked.figures.debtServiceCoverage === null
                    ? 'No loan'
                    : `${ratio.format(worked.figures.debtServiceCoverage)}×`,
                  'dscr',
                ],
              ].map(([term, value, id]) => (
                <div key={id} className="rounded border border-ink-900/10 bg-white p-4">
                  <dt className="text-sm text-ink-700">{term}</dt>
                  <dd
                    className="mt-1 font-serif text-2xl text-ink-950"
                    data-testid={`investment-${id}`}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-ink-700">
              {a.down >= 100 ? (
                <>Bought outright ({formatLumpSum(model.price)}), with no loan. </>
              ) : (
                <>
                  Financed with {formatPercent(a.down)} down (
                  {formatLumpSum((model.price * a.down) / 100)}) at {a.rate}% for {a.term} years:{' '}
                  {formatMonthly(worked.figures.monthlyDebtService)} a month of principal and
                  interest.{' '}
                </>
              )}
              Cash in: {formatLumpSum(worked.figures.cashInvested)} with {formatPercent(a.closing)}{' '}
              closing costs.
            </p>
          </>
        ) : (
          <p className="font-semibold text-ink-900" role="status">
            Enter a rent below to see the figures.
          </p>
        )}
      </div>
      <form
        id={FORM_ID}
        action={`${model.path}#investment`}
        method="get"
        aria-label="Your assumptions"
        onInput={onInput}
        onSubmit={onSubmit}
        data-live={live || undefined}
        className="space-y-4"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink-950">Your assumptions</legend>
          {ASSUMPTION_PARAMS.map((name) => (
            <Field key={name} name={name} read={read} />
          ))}
        </fieldset>
        <button type="submit" className={buttonClass('secondary', 'light')}>
          Update figures
        </button>
      </form>
      {worked ? (
        <AskAboutInvestment
          listingKey={model.listingKey}
          address={model.address}
          snapshot={worked.snapshot}
        />
      ) : null}
    </div>
  )
}
