import type * as Drizzle from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'

import type { ListingDb } from '@/lib/db/listings'

import type { Places } from './location'

/**
 * What one search filter is made of: the part of the search it holds, how it reads and writes
 * the address, its words, its SQL and its controls. The table of filters (filters.ts) is a list
 * of these; the address, the form, the query, the map, the alerts and the empty state all walk
 * that list, so a filter is declared once.
 *
 * Nothing here loads the SQL builder: drizzle's functions reach `where` through its context, so
 * the address reading and writing also run in the browser (the home page's search block).
 */

/** The query parameters of an address, read leniently. */
export type Params = {
  /** The first value of a parameter, trimmed; undefined when missing or blank. */
  first(name: string): string | undefined
  /** Every value of a list parameter: "type=house,condo" and "type=house&type=condo" alike. */
  list(name: string): string[]
}

/** Adds a parameter to the address; an undefined, false or empty value adds nothing. */
export type Put = (name: string, value: string | number | undefined | false) => void

/** The drizzle functions the filters' SQL uses. */
export type Operators = Pick<
  typeof Drizzle,
  'and' | 'or' | 'eq' | 'gte' | 'lte' | 'inArray' | 'notInArray' | 'isNull' | 'sql'
>

/** What a filter's SQL may refer to: the tables, the places listed, the time, the database. */
export type SqlContext = Operators & {
  L: ListingDb['listings']
  O: ListingDb['openHouses']
  places: Places
  now: Date
  postgres: boolean
}

/** A select's choices as [value, words]; the empty value means "no limit". */
export type Options = [string, string][]

/**
 * What the search form shows for a filter. Each control's current value is what the filter
 * writes into the address under the control's name, so a control names no field of the search.
 * `more`: behind "More filters"; `group`: shown there together with the other controls of that
 * group, under its name ("Investment"); `hidden`: carried along by the form, never shown.
 */
export type Control =
  | {
      kind: 'text'
      name: string
      label: string
      placeholder: string
      suggest?: boolean
      more?: boolean
    }
  | {
      kind: 'select'
      name: string
      label: string
      options: Options
      more?: boolean
      group?: string
    }
  | {
      kind: 'checks'
      name: string
      legend: string
      options: Record<string, string>
      more?: boolean
    }
  | { kind: 'toggle'; name: string; label: string; more: true }
  | { kind: 'hidden'; name: string }

/** One filter; `T` is the part of the search it holds, e.g. `{ beds?: number }`. */
export type Filter<T> = {
  /** The part of the search when this filter is not used: what "remove this filter" sets. */
  off: T
  /** Its part of the search from the address; what cannot be read is left out. */
  read(params: Params): T
  /** Its parameters, in the address's order. */
  write(value: T, put: Put): void
  /** What it asks, in a visitor's words ("3+ beds"); undefined when it is not used. */
  label(value: T): string | undefined
  /**
   * The words in an alert's label, where nothing a visitor typed may be repeated (the label goes
   * to an address not yet confirmed); `label` when not given.
   */
  alertLabel?(value: T, places: Places): string | undefined
  /** Its SQL conditions, all of which a home must meet; none when it is not used. */
  where(value: T, sql: SqlContext): SQL | SQL[] | undefined
  controls: Control[]
}

/** Declares one filter; the type argument names the part of the search it holds. */
export const filter = <T>(f: Filter<T>): Filter<T> => f

/** A whole number from 0 to `max`; "$450,000" reads as 450000. */
export const whole =
  (max: number) =>
  (text: string): number | undefined => {
    const n = Number(text.replace(/[$,\s]/g, ''))
    return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined
  }

/** A number from 0 to `max`, fractions allowed. */
export const decimal =
  (max: number) =>
  (text: string): number | undefined => {
    const n = Number(text.trim())
    return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined
  }

/** One of the given words, or undefined. */
export const oneOf =
  <V extends string>(values: readonly V[]) =>
  (text: string): V | undefined =>
    values.find((v) => v === text)

/** A select's choices: "Any" (no limit) first, then each value in words. */
export function choices(
  values: readonly number[],
  words: (n: number) => string,
  empty = 'Any',
): Options {
  return [['', empty], ...values.map((n): [string, string] => [String(n), words(n)])]
}

/**
 * The common filter: one positive number in one parameter named like its field, a minimum or a
 * maximum, e.g. "beds=3" for 3 bedrooms or more. 0 means "no limit" in every select: left out.
 */
export function limit<K extends string>(
  key: K,
  f: {
    parse: (text: string) => number | undefined
    label: (n: number) => string
    where: (n: number, sql: SqlContext) => SQL
    control: Omit<Extract<Control, { kind: 'select' }>, 'kind' | 'name'>
  },
): Filter<{ [key in K]?: number }> {
  type T = { [key in K]?: number }
  const off = { [key]: undefined } as T
  const value = (v: T): number | undefined => v[key]
  return {
    off,
    read: (params) => {
      const text = params.first(key)
      const n = text === undefined ? undefined : f.parse(text)
      return (n ? { [key]: n } : {}) as T
    },
    write: (v, put) => put(key, value(v)),
    label: (v) => {
      const n = value(v)
      return n ? f.label(n) : undefined
    },
    where: (v, sql) => {
      const n = value(v)
      return n ? f.where(n, sql) : undefined
    },
    controls: [{ kind: 'select', name: key, ...f.control }],
  }
}

/**
 * A filter of one word from a short list, in one parameter named like its field, e.g.
 * "water=well"; named by the word's own text and offered in a select after "Any".
 */
export function oneWord<K extends string, W extends string>(
  key: K,
  f: {
    words: Record<W, string>
    where: (word: W, sql: SqlContext) => SQL
    control: { label: string; more?: boolean }
  },
): Filter<{ [key in K]?: W }> {
  type T = { [key in K]?: W }
  const parse = oneOf(Object.keys(f.words) as W[])
  return {
    off: { [key]: undefined } as T,
    read: (params) => ({ [key]: parse(params.first(key) ?? '') }) as T,
    write: (v, put) => put(key, v[key]),
    label: (v) => {
      const word = v[key]
      return word && f.words[word]
    },
    where: (v, sql) => {
      const word = v[key]
      return word && f.where(word, sql)
    },
    controls: [
      {
        kind: 'select',
        name: key,
        options: [['', 'Any'], ...Object.entries<string>(f.words)],
        ...f.control,
      },
    ],
  }
}
