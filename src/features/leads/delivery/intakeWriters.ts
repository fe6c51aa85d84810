import Database from 'libsql'
import type { Pool, PoolClient } from 'pg'

import { insertSql, lockAll, quote, recentSql, type Prepared, type Stored } from './intakeRows'

export type { Prepared, Row, Stored } from './intakeRows'

/*
 * How the lead intake (intake.ts) writes a batch of leads with their email jobs: on SQLite
 * through a connection of its own, on PostgreSQL through Payload's pool.
 */

/** Writes one batch in one transaction; each lead's outcome (Stored, or the error it alone met). */
export interface Writer {
  write(batch: Prepared[]): Promise<(Stored | Error)[]>
  findOne(
    table: string,
    column: string,
    value: unknown,
  ): Promise<Record<string, unknown> | undefined>
}

export const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(
    String((error as { code?: string })?.code ?? '') + String((error as Error)?.message ?? ''),
  )

/**
 * SQLite: a connection of its own, used synchronously (as the libsql client does underneath), so
 * a batch is written between two turns of the event loop. It never waits for the lock inside
 * SQLite (that would stop the whole process, including whoever holds the lock): a busy database
 * is tried again a few milliseconds later.
 */
export function sqliteWriter(file: string): Writer {
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
        const outcomes = batch.map((prepared): Stored | Error => {
          db.exec('SAVEPOINT lead')
          try {
            const { once, ignoreDuplicate } = prepared
            const held = once
              ? statement(recentSql(once.recent, () => '?')).all(
                  once.recent.equal[1],
                  once.recent.after[1],
                ).length > 0
              : false
            const { lead, jobs } = held ? once! : prepared
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
export function postgresWriter(pool: Pool): Writer {
  const dollar = (i: number) => `$${i + 1}`
  return {
    async write(batch) {
      const client: PoolClient = await pool.connect()
      try {
        await client.query('begin')
        await lockAll(client, batch)
        const outcomes: (Stored | Error)[] = []
        for (const prepared of batch) {
          await client.query('savepoint lead')
          try {
            const { once, ignoreDuplicate } = prepared
            const values = once && [once.recent.equal[1], once.recent.after[1]]
            const held = once
              ? (await client.query(recentSql(once.recent, dollar), values)).rows.length > 0
              : false
            const { lead, jobs } = held ? once! : prepared
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
