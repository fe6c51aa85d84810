import { and, eq, gt, isNotNull, sql, type Column } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { drizzle as sqliteProxy } from 'drizzle-orm/sqlite-proxy'
import Database from 'libsql'
import type { Payload } from 'payload'

import {
  columnsOf,
  drizzleTable,
  type LeadRow,
  type Prepared,
  type Recent,
  type Stored,
} from './intakeRows'
import { pgJobs, sqliteJobs, type JobRow } from './jobsTable'

export type { Prepared, Stored } from './intakeRows'

/*
 * How the lead intake (intake.ts) writes a batch of leads with their delivery jobs, through
 * drizzle on Payload's own tables: on SQLite through a connection of its own, on PostgreSQL
 * through Payload's pool.
 */

/** Writes one batch in one transaction; each lead's outcome (Stored, or the error it alone met). */
export interface Writer {
  write(batch: Prepared[]): Promise<(Stored | Error)[]>
  /** The row of `table` whose `field` equals `value`, by column key, or undefined. */
  findOne(
    table: string,
    field: string,
    value: unknown,
  ): Promise<Record<string, unknown> | undefined>
}

export const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(
    String((error as { code?: string })?.code ?? '') + String((error as Error)?.message ?? ''),
  )

/** A column of a lead table, by key: the keys come from the collection's fields, read at run time. */
function column(payload: Payload, table: string, key: string): Column {
  const found = columnsOf(payload, table)[key]
  if (!found) throw new Error(`${table} has no column for ${key}`)
  return found
}

/** Where a `recent` lead would be: the same value, the email's group set, created since. */
const recentWhere = (payload: Payload, table: string, recent: Recent) =>
  and(
    eq(column(payload, table, recent.equal), recent.value),
    isNotNull(column(payload, table, recent.present)),
    gt(column(payload, table, 'createdAt'), recent.after),
  )

/** The select both databases' drizzle handles share, as findOne uses it. */
type Selecting = {
  select: () => {
    from: (table: never) => {
      where: (where: ReturnType<typeof eq>) => {
        limit: (n: number) => Promise<Record<string, unknown>[]>
      }
    }
  }
}

/** The row of a lead table whose `field` equals `value`, on either database. */
async function findOneIn(
  db: unknown,
  payload: Payload,
  table: unknown,
  name: string,
  field: string,
  value: unknown,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await (db as Selecting)
    .select()
    .from(table as never)
    .where(eq(column(payload, name, field), value))
    .limit(1)
  return row
}

/** What one database does for writeLead: look for a recent lead, insert the lead, insert a job. */
type LeadStatements = {
  recentExists: (prepared: Prepared, recent: Recent) => Promise<boolean>
  insertLead: (prepared: Prepared, row: LeadRow) => Promise<number | undefined>
  insertJob: (job: JobRow) => Promise<unknown>
}

/**
 * One lead inside its batch's transaction: without the email an address had recently (`once`),
 * or with all its deliveries; its jobs once its id is known. Null when `ignoreDuplicate` kept the
 * row already there.
 */
async function writeLead(statements: LeadStatements, prepared: Prepared): Promise<Stored> {
  const { once } = prepared
  const held = once ? await statements.recentExists(prepared, once.recent) : false
  const { lead, jobs } = held ? once! : prepared
  const id = await statements.insertLead(prepared, lead)
  if (id === undefined) return null
  for (const job of jobs(id)) await statements.insertJob(job)
  return { id }
}

/**
 * SQLite: a connection of its own, used synchronously (as the libsql client does underneath), so
 * a batch is written between two turns of the event loop: drizzle's statements are answered at
 * once (promises already settled), so nothing else runs between BEGIN and COMMIT. It never waits
 * for the lock inside SQLite (that would stop the whole process, including whoever holds the
 * lock): a busy database is tried again a few milliseconds later.
 */
export function sqliteWriter(payload: Payload, file: string): Writer {
  const connection = new Database(file)
  connection.exec('PRAGMA busy_timeout = 0')
  connection.exec('PRAGMA journal_mode = WAL')
  // Durable: the commit returns once the write-ahead log is on disk (see lib/sqlite.ts).
  connection.exec('PRAGMA synchronous = FULL')
  const prepared = new Map<string, Database.Statement>()
  const statement = (text: string) => {
    let found = prepared.get(text)
    if (!found) prepared.set(text, (found = connection.prepare(text)))
    return found
  }
  // all(), never get(): a statement left unfinished would keep the savepoint from closing.
  const db = sqliteProxy(async (text, params, method) => {
    if (method === 'run') {
      statement(text).run(...params)
      return { rows: [] }
    }
    const rows = statement(text)
      .raw(true)
      .all(...params) as unknown[][]
    return { rows: method === 'get' ? (rows[0] ?? []) : rows }
  })
  const table = (name: string) => drizzleTable<SQLiteTable>(payload, name)
  // Each statement is built by drizzle once per shape (table, columns written) with placeholders,
  // and run with each lead's values: building it again for every lead took as long as running it.
  const built = new Map<string, unknown>()
  const once = <T>(key: string, build: () => T): T => {
    if (!built.has(key)) built.set(key, build())
    return built.get(key) as T
  }
  const defined = (row: Record<string, unknown>) =>
    Object.keys(row).filter((key) => row[key] !== undefined)
  // A null is written into the statement, not through a placeholder: drizzle encodes a
  // placeholder's value with its column's encoder even when it is null, and a number column's
  // turns null into the text "null" (read back as NaN). Its shape names the nulls.
  const shape = (row: Record<string, unknown>, keys: string[]) =>
    keys.map((key) => (row[key] === null ? `${key}=null` : key)).join(',')
  const slots = (keys: string[], row: Record<string, unknown> = {}) =>
    Object.fromEntries(keys.map((key) => [key, row[key] === null ? null : sql.placeholder(key)]))
  const statements: LeadStatements = {
    recentExists: async (prepared, recent) => {
      const query = once(`recent ${prepared.table} ${recent.equal} ${recent.present}`, () =>
        db
          .select({ found: sql<number>`1` })
          .from(table(prepared.table))
          .where(
            recentWhere(payload, prepared.table, {
              ...recent,
              value: sql.placeholder('value'),
              after: sql.placeholder('after') as unknown as string,
            }),
          )
          .limit(1)
          .prepare(),
      )
      const found = await query.all({ value: recent.value, after: recent.after })
      return found.length > 0
    },
    insertLead: async (prepared, row) => {
      const keys = defined(row)
      const query = once(
        `lead ${prepared.table} ${prepared.ignoreDuplicate ? 'or-keep' : ''} ${shape(row, keys)}`,
        () => {
          const insert = db.insert(table(prepared.table)).values(slots(keys, row))
          return (prepared.ignoreDuplicate ? insert.onConflictDoNothing() : insert)
            .returning({ id: column(payload, prepared.table, 'id') as SQLiteColumn })
            .prepare()
        },
      )
      const [inserted] = await query.all(row)
      return inserted?.id as number | undefined
    },
    insertJob: (job) => {
      const keys = defined(job)
      return once(`job ${keys.join(',')}`, () =>
        db
          .insert(sqliteJobs)
          .values(slots(keys) as never)
          .prepare(),
      ).run(job)
    },
  }
  return {
    async write(batch) {
      connection.exec('BEGIN IMMEDIATE') // throws SQLITE_BUSY at once when another writer holds it
      try {
        const outcomes: (Stored | Error)[] = []
        for (const prepared of batch) {
          connection.exec('SAVEPOINT lead')
          try {
            const stored = await writeLead(statements, prepared)
            connection.exec('RELEASE lead')
            outcomes.push(stored)
          } catch (error) {
            connection.exec('ROLLBACK TO lead')
            connection.exec('RELEASE lead')
            if (isBusy(error)) throw error
            outcomes.push(error instanceof Error ? error : new Error(String(error)))
          }
        }
        connection.exec('COMMIT')
        return outcomes
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK')
        throw error
      }
    },
    findOne: (name, field, value) => findOneIn(db, payload, table(name), name, field, value),
  }
}

/**
 * PostgreSQL: one transaction on a connection of Payload's pool, a savepoint per lead. The
 * batch's `once` locks (transaction-scoped advisory locks in a key space of their own) are taken
 * before anything is written, all in one order, so two processes never wait for each other.
 * Advisory locks are functions drizzle has no builder for: those two statements are SQL.
 */
export function postgresWriter(payload: Payload): Writer {
  const db = (payload.db as unknown as { drizzle: NodePgDatabase }).drizzle
  const table = (name: string) => drizzleTable<PgTable>(payload, name)
  const statementsOf = (q: Pick<NodePgDatabase, 'select' | 'insert'>): LeadStatements => ({
    recentExists: async (prepared, recent) => {
      const found = await q
        .select({ found: sql<number>`1` })
        .from(table(prepared.table))
        .where(recentWhere(payload, prepared.table, recent))
        .limit(1)
      return found.length > 0
    },
    insertLead: async (prepared, row) => {
      const insert = q.insert(table(prepared.table)).values(row)
      const [inserted] = await (
        prepared.ignoreDuplicate ? insert.onConflictDoNothing() : insert
      ).returning({ id: column(payload, prepared.table, 'id') as PgColumn })
      return inserted?.id as number | undefined
    },
    insertJob: (job) => q.insert(pgJobs).values(job),
  })
  return {
    async write(batch) {
      return db.transaction(async (tx) => {
        const locks = [...new Set(batch.flatMap(({ once }) => (once ? [once.recent.lock] : [])))]
        if (locks.length) {
          const { rows } = await tx.execute<{ key: number }>(
            sql`select distinct hashtext(k) as key from unnest(${sql.param(locks)}::text[]) as k order by key`,
          )
          for (const { key } of rows)
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lead-once'), ${key}::int)`)
        }
        const outcomes: (Stored | Error)[] = []
        for (const prepared of batch) {
          try {
            const stored = await tx.transaction((savepoint) =>
              writeLead(statementsOf(savepoint), prepared),
            )
            outcomes.push(stored)
          } catch (error) {
            outcomes.push(error instanceof Error ? error : new Error(String(error)))
          }
        }
        return outcomes
      })
    },
    findOne: (name, field, value) => findOneIn(db, payload, table(name), name, field, value),
  }
}
