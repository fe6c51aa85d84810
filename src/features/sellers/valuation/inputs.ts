/**
 * The home-value form's fields as the address gives them: every field is a query parameter, so an
 * estimate can be shared, bookmarked and asked for without JavaScript. A value that cannot be used
 * keeps its text for the form and gets a message in words.
 */
import { z } from 'zod'

import { CONDITIONS, type Condition, type Facts, HOME_TYPES, type HomeType } from './facts'

export type RawParams = Record<string, string | string[] | undefined>

/** The query parameters, in the form's order. */
export const PARAMS = [
  'address',
  'place',
  'type',
  'beds',
  'baths',
  'sqft',
  'lot',
  'year',
  'condition',
] as const
export type Param = (typeof PARAMS)[number]
export type FactParam = Exclude<Param, 'address' | 'place'>

const number = (
  label: string,
  min: number,
  max: number,
  step: 'whole' | 'half' | 'any',
  show: (n: number) => string = (n) => n.toLocaleString('en-US'),
) => {
  const range = `Enter ${label} from ${show(min)} to ${show(max)}.`
  return z
    .string()
    .transform((s) => s.replace(/[,\s]/g, ''))
    .pipe(
      z
        .string()
        .regex(
          step === 'whole' ? /^\d+$/ : step === 'half' ? /^\d+(\.[05])?$/ : /^\d*(\.\d{1,3})?$/,
          step === 'whole'
            ? `Enter ${label} as a whole number.`
            : step === 'half'
              ? `Enter ${label} as a number, like 2 or 2.5.`
              : `Enter ${label} as a number, like 0.5.`,
        )
        .transform(Number)
        .pipe(z.number().min(min, range).max(max, range)),
    )
}

const choice = <K extends string>(keys: readonly K[], message: string) =>
  z.string().refine((s): s is K => (keys as readonly string[]).includes(s), message) as z.ZodType<K>

/** Each fact's rule and its message. */
export const FACT_RULES = (year: number) => ({
  type: choice(Object.keys(HOME_TYPES) as HomeType[], 'Choose the kind of home.'),
  beds: number('the bedrooms', 0, 12, 'whole'),
  baths: number('the bathrooms', 1, 12, 'half'),
  sqft: number('the living area in square feet', 300, 15_000, 'whole'),
  lot: number('the lot in acres', 0, 100, 'any'),
  year: number('the year built', 1700, year + 1, 'whole', String),
  condition: choice(Object.keys(CONDITIONS) as Condition[], 'Choose the condition.'),
})

export const FACT_MESSAGES: Record<FactParam, string> = {
  type: 'Choose the kind of home.',
  beds: 'Enter the bedrooms.',
  baths: 'Enter the bathrooms.',
  sqft: 'Enter the living area in square feet.',
  lot: 'Enter the lot in acres (0 for a condominium).',
  year: 'Enter the year built.',
  condition: 'Choose the condition.',
}

/** The text of each parameter as the visitor sent it (the first, when a name comes twice). */
export function texts(params: RawParams): Record<Param, string> {
  const out = {} as Record<Param, string>
  for (const name of PARAMS) {
    const value = params[name]
    out[name] = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 200) ?? ''
  }
  return out
}

export type ReadFacts = {
  facts: Facts | null
  errors: Partial<Record<FactParam, string>>
}

/**
 * The facts from the fields' texts, `filled` (what the MLS knows of the address) standing in for
 * a field left empty; a condominium's lot is not asked. Facts are null while one is missing or
 * wrong, and `errors` says which.
 */
export function readFacts(
  text: Record<Param, string>,
  filled: Partial<Facts>,
  year: number,
): ReadFacts {
  const rules = FACT_RULES(year)
  const errors: ReadFacts['errors'] = {}
  const values: Partial<Facts> = {}
  for (const name of ['type', 'beds', 'baths', 'sqft', 'lot', 'year', 'condition'] as const) {
    const raw = text[name] || (filled[name] === undefined ? '' : String(filled[name]))
    if (!raw) {
      if (name === 'condition') values.condition = 'average'
      else if (name === 'lot' && (values.type === 'condo' || text.type === 'condo')) values.lot = 0
      else errors[name] = FACT_MESSAGES[name]
      continue
    }
    const parsed = rules[name].safeParse(raw)
    if (parsed.success) (values as Record<string, unknown>)[name] = parsed.data
    else errors[name] = parsed.error.issues[0]?.message ?? FACT_MESSAGES[name]
  }
  if (values.type === 'condo') {
    values.lot = 0
    delete errors.lot
  }
  return { facts: Object.keys(errors).length ? null : (values as Facts), errors }
}
