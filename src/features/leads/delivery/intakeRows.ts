import { getTableColumns, type Column, type Table } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'

import type { JobRow } from './jobsTable'

/*
 * What the lead intake's writers (intakeWriters.ts) write: a lead's row in the columns Payload
 * built for its collection, its jobs' rows, and the earlier lead that makes it hold back an email.
 */

/** The stored lead's id, or null when `ignoreDuplicate` kept an existing row instead. */
export type Stored = { id: number | string } | null

/** A lead's values by the keys of its table's columns (`inputs_loanTerm`), as drizzle takes them. */
export type LeadRow = Record<string, unknown>

/**
 * An earlier lead, looked for inside the transaction that writes the new one: a row of the same
 * table whose `equal` column has `value`, whose `present` column is set and which was created
 * after `after`. `lock` serializes the look and the write across PostgreSQL connections (SQLite's
 * write lock already does).
 */
export type Recent = { lock: string; equal: string; value: unknown; present: string; after: string }

/** A lead ready to write: its table, its row, and its jobs' rows once its id is known. */
export type Prepared = {
  /** The table's name in Payload's drizzle schema. */
  table: string
  lead: LeadRow
  jobs: (id: number | string) => JobRow[]
  ignoreDuplicate: boolean
  /** Written instead of `lead` and `jobs` when a `recent` lead exists. */
  once?: { recent: Recent; lead: LeadRow; jobs: (id: number | string) => JobRow[] }
}

export function tableOf(payload: Payload, collection: CollectionSlug): string {
  const db = payload.db as unknown as { tableNameMap: Map<string, string> }
  const name = db.tableNameMap.get(collection.replace(/-/g, '_'))
  if (!name) throw new Error(`No table for the collection ${collection}`)
  return name
}

/** The drizzle table Payload built, by its name; on SQLite and PostgreSQL alike. */
export function drizzleTable<Table>(payload: Payload, table: string): Table {
  const tables = (payload.db as unknown as { tables: Record<string, Table | undefined> }).tables
  const found = tables[table]
  if (!found) throw new Error(`No table ${table}`)
  return found
}

/** A table's columns by key (`confirmationEmail_state`), each with its SQL name. */
export function columnsOf(payload: Payload, table: string): Record<string, Column | undefined> {
  return getTableColumns(drizzleTable<Table>(payload, table))
}

/**
 * One row by column key: a group's fields live in columns named by their path (`inputs.loanTerm`
 * is `inputs_loanTerm`), a JSON field in one column. Drizzle encodes each value as Payload does (a
 * checkbox as 0/1 on SQLite, JSON as text). An undefined value is left out, to the column's default.
 */
export function leadRow(payload: Payload, table: string, data: Record<string, unknown>): LeadRow {
  const columns = columnsOf(payload, table)
  const row: LeadRow = {}
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
      row[key] = value
    }
  }
  add(data, '')
  return row
}
