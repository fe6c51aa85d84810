import type { CollectionSlug, Payload } from 'payload'
import type { PoolClient } from 'pg'

/*
 * What the lead intake's writers (intakeWriters.ts) write: a lead's row and its jobs' rows in
 * Payload's own columns, the earlier lead that makes it hold back an email, and their SQL on
 * either database.
 */

/** The stored lead's id, or null when `ignoreDuplicate` kept an existing row instead. */
export type Stored = { id: number | string } | null

export type Row = { table: string; columns: string[]; values: unknown[] }
/**
 * An earlier lead, looked for inside the transaction that writes the new one: a row of `table`
 * whose `equal` column has its value, whose `present` column is set and whose `after` column is
 * later than its value. `lock` serializes the look and the write across PostgreSQL connections
 * (SQLite's write lock already does).
 */
export type Recent = {
  table: string
  lock: string
  equal: [string, unknown]
  present: string
  after: [string, unknown]
}
/** A lead ready to write: its row, and its jobs' rows once its id is known. */
export type Prepared = {
  lead: Row
  jobs: (id: number | string) => Row[]
  ignoreDuplicate: boolean
  /** Written instead of `lead` and `jobs` when a `recent` lead exists. */
  once?: { recent: Recent; lead: Row; jobs: (id: number | string) => Row[] }
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export function recentSql(r: Recent, placeholder: (i: number) => string) {
  const [equal, after] = [quote(r.equal[0]), quote(r.after[0])]
  return (
    `select 1 as found from ${quote(r.table)} where ${equal} = ${placeholder(0)} ` +
    `and ${quote(r.present)} is not null and ${after} > ${placeholder(1)} limit 1`
  )
}

export function insertSql(row: Row, ignoreDuplicate: boolean, placeholder: (i: number) => string) {
  return (
    `insert into ${quote(row.table)} (${row.columns.map(quote).join(', ')}) ` +
    `values (${row.columns.map((_, i) => placeholder(i)).join(', ')})` +
    `${ignoreDuplicate ? ' on conflict do nothing' : ''} returning id`
  )
}

/**
 * Takes the batch's `once` locks (transaction-scoped advisory locks in a key space of their own)
 * before anything is written, all in one order, so two processes never wait for each other.
 */
export async function lockAll(client: PoolClient, batch: Prepared[]) {
  const keys = [...new Set(batch.flatMap(({ once }) => (once ? [once.recent.lock] : [])))]
  if (!keys.length) return
  const { rows } = await client.query<{ key: number }>(
    'select distinct hashtext(k) as key from unnest($1::text[]) as k order by key',
    [keys],
  )
  for (const { key } of rows)
    await client.query(`select pg_advisory_xact_lock(hashtext('lead-once'), $1::int)`, [key])
}

type Column = { name: string; mapToDriverValue: (value: unknown) => unknown }

export function tableOf(payload: Payload, collection: CollectionSlug): string {
  const db = payload.db as unknown as { tableNameMap: Map<string, string> }
  const name = db.tableNameMap.get(collection.replace(/-/g, '_'))
  if (!name) throw new Error(`No table for the collection ${collection}`)
  return name
}

export function columnsOf(payload: Payload, table: string): Record<string, Column> {
  const tables = (payload.db as unknown as { tables: Record<string, unknown> }).tables
  const definition = tables[table]
  if (!definition) throw new Error(`No table ${table}`)
  return definition as Record<string, Column>
}

/**
 * One row in Payload's columns: a group's fields live in columns named by their path
 * (`inputs.loanTerm` is `inputs_loanTerm`), a JSON field in one column; each value encoded as
 * Payload encodes it (a checkbox as 0/1 on SQLite, JSON as text). An undefined value is left to
 * the column's default, as Payload's create leaves it.
 */
export function rowOf(payload: Payload, table: string, data: Record<string, unknown>): Row {
  const columns = columnsOf(payload, table)
  const row: Row = { table, columns: [], values: [] }
  const add = (entries: Record<string, unknown>, prefix: string) => {
    for (const [field, value] of Object.entries(entries)) {
      if (value === undefined) continue
      const key = `${prefix}${field}`
      const column = columns[key]
      if (!column?.name && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        add(value as Record<string, unknown>, `${key}_`)
        continue
      }
      if (!column?.name) throw new Error(`${table} has no column for ${key}`)
      row.columns.push(column.name)
      row.values.push(value === null ? null : column.mapToDriverValue(value))
    }
  }
  add(data, '')
  return row
}
