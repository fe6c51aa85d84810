/**
 * The investment panel's assumptions as the address gives them: each one is a short query
 * parameter (`?rent=4200&down=20`), so a reload, a shared link or the form without JavaScript
 * shows the same figures. A parameter left out takes the home's default; a value that cannot be
 * used keeps its text for the form, gets a message in words, and the figures use the default.
 * Plain checks, no schema library: this file runs in the panel's small browser island too.
 */
import type { Assumptions } from './numbers'

export type AssumptionParam = keyof Assumptions
export type RawParams = Record<string, string | string[] | undefined>

/** The parameters, in the form's order. */
export const ASSUMPTION_PARAMS = [
  'rent',
  'vacancy',
  'tax',
  'insurance',
  'maintenance',
  'management',
  'utilities',
  'hoa',
  'down',
  'closing',
  'rate',
  'term',
] as const satisfies readonly AssumptionParam[]

/** A home's starting assumptions; the rent is null when nothing gives one. */
export type AssumptionDefaults = Omit<Assumptions, 'rent'> & { rent: number | null }

type Rule = { unit: '$' | '%' | 'years'; max: number; min?: number; whole?: boolean }

/** What each field accepts. */
export const RULES: Record<AssumptionParam, Rule> = {
  rent: { unit: '$', max: 1_000_000 },
  vacancy: { unit: '%', max: 100 },
  tax: { unit: '$', max: 10_000_000 },
  insurance: { unit: '$', max: 10_000_000 },
  maintenance: { unit: '%', max: 100 },
  management: { unit: '%', max: 100 },
  utilities: { unit: '$', max: 1_000_000 },
  hoa: { unit: '$', max: 1_000_000 },
  down: { unit: '%', max: 100 },
  closing: { unit: '%', max: 20 },
  rate: { unit: '%', max: 25 },
  term: { unit: 'years', min: 1, max: 40, whole: true },
}

export type ReadAssumptions = {
  /** The figures' inputs; null while no rent is known. */
  assumptions: Assumptions | null
  /** The form's text for each field: as typed, or the default. */
  text: Record<AssumptionParam, string>
  /** A message per field that could not be read (its default is used). */
  errors: Partial<Record<AssumptionParam, string>>
  /** The fields whose value is the visitor's own, not the default. */
  changed: Partial<Record<AssumptionParam, true>>
}

const first = (params: RawParams, name: string) => [params[name] ?? []].flat()[0]

/** A default as the form shows it: no trailing zeros, no grouping. */
export const defaultText = (value: number | null) =>
  value === null ? '' : String(Math.round(value * 1000) / 1000)

const range = (rule: Rule) => {
  const n = (x: number) => x.toLocaleString('en-US')
  if (rule.unit === '$') return `an amount in dollars from $${n(rule.min ?? 0)} to $${n(rule.max)}`
  if (rule.unit === '%') return `a percent from ${n(rule.min ?? 0)} to ${n(rule.max)}`
  return `a whole number of years from ${n(rule.min ?? 0)} to ${n(rule.max)}`
}

/** One field's value from its text, or the message that says what it takes. */
export function readValue(
  param: AssumptionParam,
  text: string,
): { value: number } | { error: string } {
  const rule = RULES[param]
  const cleaned = text.replace(/[$,%\s]/g, '')
  const value = /^\d+(\.\d+)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : NaN
  if (
    !Number.isFinite(value) ||
    value < (rule.min ?? 0) ||
    value > rule.max ||
    (rule.whole && !Number.isInteger(value))
  )
    return { error: `Enter ${range(rule)}.` }
  return { value }
}

/** The assumptions an address (or the form's fields) asks for, over the home's defaults. */
export function readAssumptions(params: RawParams, defaults: AssumptionDefaults): ReadAssumptions {
  const text = {} as Record<AssumptionParam, string>
  const values = {} as Record<AssumptionParam, number | null>
  const errors: ReadAssumptions['errors'] = {}
  const changed: ReadAssumptions['changed'] = {}
  for (const param of ASSUMPTION_PARAMS) {
    const fallback = defaultText(defaults[param])
    // Longer than any figure: what is shown back in the form stays short.
    const given = first(params, param)?.trim().slice(0, 20)
    text[param] = given ?? fallback
    values[param] = defaults[param]
    if (given === undefined || given === '' || given === fallback) continue
    const read = readValue(param, given)
    if ('error' in read) errors[param] = read.error
    else if (read.value !== defaults[param]) {
      values[param] = read.value
      changed[param] = true
    }
  }
  const rent = values.rent
  return {
    assumptions: rent === null ? null : ({ ...values, rent } as Assumptions),
    text,
    errors,
    changed,
  }
}

/**
 * The address's query for these assumptions: only the visitor's own values, in the form's order,
 * beside whatever else the address holds (other parameters are kept as they are).
 */
export function assumptionsQuery(read: ReadAssumptions, others: URLSearchParams): string {
  const query = new URLSearchParams(others)
  for (const param of ASSUMPTION_PARAMS) query.delete(param)
  for (const param of ASSUMPTION_PARAMS)
    if (read.changed[param]) query.set(param, read.text[param].replace(/[$,%\s]/g, ''))
  const out = query.toString()
  return out ? `?${out}` : ''
}
