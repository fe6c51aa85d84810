import { APIError, type CollectionBeforeOperationHook, type FlattenedField } from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * A `where` the database cannot run (`?where[id][in]=a,b`, `?where[createdAt][greater_than]=soon`,
 * `?where[title][near]=1`, an operator given an object) made Payload's REST API answer 500 from
 * deep in the query builder. This checks the shape and the values against the collection's fields
 * first and answers 400 with what is wrong. Paths it cannot follow (through relationships, blocks,
 * JSON) and unknown paths are left to Payload, which answers those with its own 400.
 * It runs on the collections of payload.config.ts and of plugins (malformedId.ts adds it), not on
 * those Payload adds itself afterwards (jobs, locked documents, preferences, migrations).
 */

const GEO = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in', 'all'])

type Scalar = string | number | boolean | null
type Problem = string | undefined

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value one column can be compared with (the Local API also passes dates and undefined). */
const isScalar = (value: unknown): value is Scalar | Date | undefined =>
  value === null ||
  value === undefined ||
  value instanceof Date ||
  ['string', 'number', 'boolean'].includes(typeof value)

/** The `and`/`or` list as qs parses it: an array, or an object keyed 0, 1, 2… past 20 items. */
const listOf = (value: unknown): unknown[] | undefined =>
  Array.isArray(value)
    ? value
    : isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))
      ? Object.values(value)
      : undefined

/** A blocks field itself, or its blockType: Payload's SQL adapters fail on both (500). */
const BLOCKS = Symbol('blocks')

/** The field a dotted path names, or undefined when it leads somewhere this check cannot follow. */
function fieldAt(
  fields: FlattenedField[],
  path: string,
): FlattenedField | 'id' | typeof BLOCKS | undefined {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return 'id'
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return undefined
  if (field.type === 'blocks' && (rest.length === 0 || rest.join('.') === 'blockType'))
    return BLOCKS
  if (rest.length === 0) return field
  if (field.type === 'group' || field.type === 'array' || field.type === 'tab')
    return fieldAt(field.flattenedFields, rest.join('.'))
  return undefined
}

/** The largest id either database can hold: PostgreSQL's serial ids are 32-bit. */
const MAX_ID = 2_147_483_647

/**
 * A document id (as given, text or number): a whole number both databases can compare with their
 * ids. A negative one simply names no document; a larger one made PostgreSQL fail ("out of range").
 */
export function isDocumentId(value: unknown): boolean {
  const text = String(value).trim()
  return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= MAX_ID
}

const PLAIN = new Set([
  'text',
  'textarea',
  'email',
  'code',
  'number',
  'date',
  'checkbox',
  'select',
  'radio',
])

/** True when every value of this field is a plain string, number, boolean or date. */
const plainValued = (field: FlattenedField | 'id') =>
  field === 'id' ||
  PLAIN.has(field.type) ||
  ((field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string')

/** What is wrong with one value for this field, if anything. */
function valueProblem(
  field: FlattenedField | 'id',
  operator: string,
  value: Scalar | Date | undefined,
): Problem {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'not a date' : undefined
  if (value === undefined) return undefined
  if (value === null || operator === 'exists') {
    return operator === 'exists' && !['true', 'false', true, false].includes(value as never)
      ? 'exists takes true or false'
      : undefined
  }
  const text = String(value).trim()
  if (operator === 'like' || operator === 'not_like' || operator === 'contains') return undefined
  // Payload reads "null" as null, and "" as null (a date) or 0 (a number or an id). The studio's
  // "select all" itself sends where[id][not_equals]= (empty).
  if (text === 'null' || text === '') return undefined
  // plainValued let through only relationships to one collection: their values are its ids.
  const type = field === 'id' || field.type === 'upload' ? 'relationship' : field.type
  if (type === 'relationship' && typeof value !== 'boolean' && !isDocumentId(text))
    return `ids are whole numbers up to ${MAX_ID}`
  if (type === 'number' && !Number.isFinite(Number(text))) return 'not a number'
  // A date may also be given as milliseconds since 1970, which Payload reads.
  if (type === 'date' && typeof value !== 'number' && Number.isNaN(Date.parse(text)))
    return 'not a date'
  if (type === 'checkbox' && !['true', 'false'].includes(text)) return 'takes true or false'
  return undefined
}

/** What is wrong with a field's conditions (`{ equals: 'x', in: [...] }`), if anything. */
function conditionProblem(fields: FlattenedField[], path: string, conditions: unknown): Problem {
  if (!isPlainObject(conditions)) return undefined // Payload answers 400 itself
  const field = fieldAt(fields, path)
  if (field === BLOCKS)
    return `${path}: blocks are queried through their own fields (${path.split('.')[0]}.<field>)`
  for (const [operator, raw] of Object.entries(conditions)) {
    if (!validOperatorSet.has(operator as never)) return `${path}: unknown operator "${operator}"`
    // Judged only on a field this check knows; other paths are Payload's to answer.
    if (field && GEO.has(operator) && (field === 'id' || field.type !== 'point'))
      return `${path}: ${operator} works on point fields only`
    if (field && operator === 'all' && (field === 'id' || !('hasMany' in field && field.hasMany)))
      return `${path}: all works on fields holding several values only`
    const values = LISTS.has(operator)
      ? typeof raw === 'string'
        ? raw.split(',')
        : Array.isArray(raw)
          ? raw
          : [raw]
      : [raw]
    // Only fields this check knows hold plain values: a polymorphic relationship or a JSON field
    // may be compared with an object.
    if (!field || !plainValued(field)) continue
    for (const value of values) {
      if (!isScalar(value)) return `${path}: ${operator} takes a value, not a list or an object`
      const problem = valueProblem(field, operator, value)
      if (problem) return `${path}: ${operator} "${String(value)}": ${problem}`
    }
  }
  return undefined
}

/** The first thing in a `where` that cannot be run, described; undefined when it can. */
export function whereProblem(fields: FlattenedField[], where: unknown, depth = 0): Problem {
  if (depth > 10) return 'nested too deeply'
  if (!isPlainObject(where)) return 'where must be an object of field conditions'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = listOf(value)
      if (!list) continue // Payload answers 400 itself ("cannot be queried: and.0")
      for (const item of list) {
        const problem = whereProblem(fields, item, depth + 1)
        if (problem) return problem
      }
      continue
    }
    const problem = conditionProblem(fields, key, value)
    if (problem) return problem
  }
  return undefined
}

/** What the API says of a query it refuses. */
export const malformedQueryMessage = (problem: string) => `Malformed query: ${problem}.`

/**
 * Payload's own error type with status 400. Its REST API shows the message of an error with a
 * name; the minified production build left the class nameless ("An unknown error occurred.").
 */
function malformedQuery(problem: string): APIError {
  const error = new APIError(malformedQueryMessage(problem), 400, null, true)
  error.name = 'MalformedQuery'
  return error
}

export const rejectMalformedWhere: CollectionBeforeOperationHook = ({ args, collection }) => {
  const where: unknown = (args as { where?: unknown }).where
  if (where === undefined || where === null) return args
  const problem = whereProblem(collection.flattenedFields, where)
  if (problem) throw malformedQuery(problem)
  return args
}

/**
 * Query parameters Payload reads before any hook runs, where bad input was a 500: `?where=` and
 * `?data=` as JSON text, and `limit`, `page` or `depth` beyond a whole number (`limit=1e999`).
 * The problem with them, if any, for the REST route to answer 400.
 */
export function paramProblem(search: URLSearchParams): Problem {
  // Payload ignores what is not a number at all; a number it uses must be a whole one, and one
  // PostgreSQL accepts as LIMIT / OFFSET ((page - 1) × limit).
  const least = { limit: 0, page: 1, depth: 0 }
  for (const [name, min] of Object.entries(least)) {
    const text = search.get(name)?.trim()
    const value = Number(text)
    if (text && !Number.isNaN(value) && !(Number.isSafeInteger(value) && value >= min))
      return `${name} must be a whole number from ${min}`
  }
  for (const name of ['where', 'data']) {
    const text = search.get(name)
    if (!text) continue
    try {
      const value: unknown = JSON.parse(text)
      if (!isPlainObject(value)) return `${name} must be a JSON object`
    } catch {
      return `${name} is not valid JSON`
    }
  }
  return undefined
}
