import Database from 'libsql'
import type { CollectionSlug, Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { databaseUrl, isPostgresUrl, sqliteFilePath } from '@/lib/env'

import { LEAD_QUEUE, SEND_LEAD_EMAIL } from './constants'
import type { DeliveryName } from './registry'

/**
 * The lead intake: what a lead endpoint waits for. A lead and the jobs of its emails are written
 * in one transaction, and the leads that arrive together share it (one commit, so one flush to
 * disk, for a burst of them): a flood of leads costs the server a few SQL statements each, not a
 * Payload create with its hooks, and the reply goes out once the lead is on disk. Sending is
 * someone else's work (the email worker, see queue.ts).
 *
 * Rows are written with Payload's own table definitions (column names and value encoding), so
 * the studio reads an intake lead exactly as one Payload stored; the form's schema has already
 * checked every value.
 */
export type NewLead = {
  collection: CollectionSlug
  /** The document as Payload's create would take it (groups as nested objects). */
  data: Record<string, unknown>
  /** The emails and hand-offs queued with it. */
  emails: readonly DeliveryName[]
  /** Another lead with the same unique value (a newsletter address) is kept; this one is not. */
  ignoreDuplicate?: boolean
}

/** The stored lead's id, or null when `ignoreDuplicate` kept an existing row instead. */
export type Stored = { id: number | string } | null

/** Leads waiting longer than this for the database's write lock are refused (the visitor may retry). */
const LOCK_WAIT_MS = 10_000
/** At most this many leads per transaction: a commit stays short. */
const BATCH_MAX = 200

type Row = { table: string; columns: string[]; values: unknown[] }
/** A lead ready to write: its row, and its jobs' rows once its id is known. */
type Prepared = { lead: Row; jobs: (id: number | string) => Row[]; ignoreDuplicate: boolean }
type Pending = Prepared & { resolve: (stored: Stored) => void; reject: (error: unknown) => void }

/** Writes one batch in one transaction; each lead's outcome (Stored, or the error it alone met). */
interface Writer {
  write(batch: Prepared[]): Promise<(Stored | Error)[]>
  findOne(
    table: string,
    column: string,
    value: unknown,
  ): Promise<Record<string, unknown> | undefined>
}

let writer: Writer | undefined
const pending: Pending[] = []
let flushing = false

/** Stores a lead and queues its emails; resolves once both are committed. */
export function insertLead(payload: Payload, lead: NewLead): Promise<Stored> {
  return new Promise<Stored>((resolve, reject) => {
    pending.push({ ...prepare(payload, lead), resolve, reject }) // a bad row throws here, alone
    if (!flushing) {
      flushing = true
      // The leads that arrive in the same turn of the event loop go in together.
      setImmediate(() => void flush(payload))
    }
  })
}

/**
 * The stored row whose `field` (a unique column, such as a subscriber's email) equals `value`,
 * keyed as Payload's table definitions name them (`confirmationEmail_state`), or undefined.
 */
export async function findLead(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  value: string,
): Promise<Record<string, unknown> | undefined> {
  const table = tableOf(payload, collection)
  const columns = columnsOf(payload, table)
  const column = columns[field]
  if (!column) throw new Error(`${collection} has no field ${field}`)
  const row = await writerFor(payload).findOne(table, column.name, value)
  if (!row) return undefined
  const keyOf = new Map(Object.entries(columns).map(([key, c]) => [c.name, key]))
  return Object.fromEntries(Object.entries(row).map(([name, v]) => [keyOf.get(name) ?? name, v]))
}

async function flush(payload: Payload) {
  let waitingSince = Date.now()
  while (pending.length) {
    const batch = pending.slice(0, BATCH_MAX)
    let outcomes: (Stored | Error)[]
    try {
      outcomes = await writerFor(payload).write(batch)
    } catch (error) {
      if (isBusy(error) && Date.now() - waitingSince < LOCK_WAIT_MS) {
        // Another writer (the email worker, a sync) holds the lock: try again in a moment.
        await new Promise((resolve) => setTimeout(resolve, 1))
        continue
      }
      outcomes = batch.map(() => (error instanceof Error ? error : new Error(String(error))))
    }
    pending.splice(0, batch.length)
    waitingSince = Date.now()
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!
      if (outcome instanceof Error) item.reject(outcome)
      else item.resolve(outcome)
    })
  }
  flushing = false
}

function prepare(payload: Payload, lead: NewLead): Prepared {
  const now = new Date().toISOString()
  const table = tableOf(payload, lead.collection)
  return {
    lead: rowOf(payload, table, { ...lead.data, createdAt: now, updatedAt: now }),
    jobs: (id) =>
      lead.emails.map((email) =>
        rowOf(payload, 'payload_jobs', {
          input: { collection: lead.collection, leadId: String(id), email },
          taskSlug: SEND_LEAD_EMAIL,
          queue: LEAD_QUEUE,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ignoreDuplicate: Boolean(lead.ignoreDuplicate),
  }
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
function rowOf(payload: Payload, table: string, data: Record<string, unknown>): Row {
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

const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(
    String((error as { code?: string })?.code ?? '') + String((error as Error)?.message ?? ''),
  )

function writerFor(payload: Payload): Writer {
  if (!writer) {
    const url = databaseUrl()
    writer = isPostgresUrl(url)
      ? postgresWriter((payload.db as unknown as { pool: Pool }).pool)
      : sqliteWriter(sqliteFilePath(url))
  }
  return writer
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

function insertSql(row: Row, ignoreDuplicate: boolean, placeholder: (i: number) => string) {
  return (
    `insert into ${quote(row.table)} (${row.columns.map(quote).join(', ')}) ` +
    `values (${row.columns.map((_, i) => placeholder(i)).join(', ')})` +
    `${ignoreDuplicate ? ' on conflict do nothing' : ''} returning id`
  )
}

/**
 * SQLite: a connection of its own, used synchronously (as the libsql client does underneath), so
 * a batch is written between two turns of the event loop. It never waits for the lock inside
 * SQLite (that would stop the whole process, including whoever holds the lock): a busy database
 * is tried again a few milliseconds later.
 */
function sqliteWriter(file: string): Writer {
  const db = new Database(file)
  db.exec('PRAGMA busy_timeout = 0')
  db.exec('PRAGMA journal_mode = WAL')
  // Durable: the commit returns once the write-ahead log is on disk (see lib/sqlite.ts).
  db.exec('PRAGMA synchronous = FULL')
  const statements = new Map<string, Database.Statement>()
  const statement = (sql: string) => {
    let found = statements.get(sql)
    if (!found) statements.set(sql, (found = db.prepare(sql)))
    return found
  }
  return {
    async write(batch) {
      db.exec('BEGIN IMMEDIATE') // throws SQLITE_BUSY at once when another writer holds the lock
      try {
        const outcomes = batch.map(({ lead, jobs, ignoreDuplicate }): Stored | Error => {
          db.exec('SAVEPOINT lead')
          try {
            // all(), not get(): a statement left unfinished would keep the savepoint from closing.
            const [inserted] = statement(insertSql(lead, ignoreDuplicate, () => '?')).all(
              ...lead.values,
            ) as { id: number }[]
            if (inserted)
              for (const job of jobs(inserted.id))
                statement(insertSql(job, false, () => '?')).all(...job.values)
            db.exec('RELEASE lead')
            return inserted ? { id: inserted.id } : null
          } catch (error) {
            db.exec('ROLLBACK TO lead')
            db.exec('RELEASE lead')
            if (isBusy(error)) throw error
            return error instanceof Error ? error : new Error(String(error))
          }
        })
        db.exec('COMMIT')
        return outcomes
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK')
        throw error
      }
    },
    async findOne(table, column, value) {
      const sql = `select * from ${quote(table)} where ${quote(column)} = ? limit 1`
      return (statement(sql).all(value) as Record<string, unknown>[])[0]
    },
  }
}

/** PostgreSQL: one transaction on a connection of Payload's pool, a savepoint per lead. */
function postgresWriter(pool: Pool): Writer {
  const dollar = (i: number) => `$${i + 1}`
  return {
    async write(batch) {
      const client: PoolClient = await pool.connect()
      try {
        await client.query('begin')
        const outcomes: (Stored | Error)[] = []
        for (const { lead, jobs, ignoreDuplicate } of batch) {
          await client.query('savepoint lead')
          try {
            const { rows } = await client.query<{ id: number }>(
              insertSql(lead, ignoreDuplicate, dollar),
              lead.values,
            )
            const id = rows[0]?.id
            if (id !== undefined)
              for (const job of jobs(id))
                await client.query(insertSql(job, false, dollar), job.values)
            await client.query('release savepoint lead')
            outcomes.push(id === undefined ? null : { id })
          } catch (error) {
            await client.query('rollback to savepoint lead')
            outcomes.push(error instanceof Error ? error : new Error(String(error)))
          }
        }
        await client.query('commit')
        return outcomes
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async findOne(table, column, value) {
      const { rows } = await pool.query(
        `select * from ${quote(table)} where ${quote(column)} = $1 limit 1`,
        [value],
      )
      return rows[0]
    },
  }
}
