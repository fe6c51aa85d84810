import { jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

import type { DeliveryJobInput } from './constants'

/*
 * The columns of Payload's jobs table (`payload_jobs`, as the committed migrations create it) that
 * the lead intake writes, for the compiler to check their names and values. Payload builds the
 * table itself; the columns left out here keep the database's defaults (not tried, no error, not
 * processing), as a job Payload queues starts. intake.test.ts stores a lead both ways and
 * compares the rows.
 */

export const sqliteJobs = sqliteTable('payload_jobs', {
  id: integer('id').primaryKey(),
  input: text('input', { mode: 'json' }).$type<DeliveryJobInput>(),
  taskSlug: text('task_slug'),
  queue: text('queue'),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
})

const moment = (name: string) =>
  timestamp(name, { mode: 'string', withTimezone: true, precision: 3 }).notNull()

export const pgJobs = pgTable('payload_jobs', {
  id: serial('id').primaryKey(),
  input: jsonb('input').$type<DeliveryJobInput>(),
  // An enum of the task slugs in the database; a text value is taken as it.
  taskSlug: varchar('task_slug'),
  queue: varchar('queue'),
  createdAt: moment('created_at'),
  updatedAt: moment('updated_at'),
})

/** One job row, the same on either database. */
export type JobRow = typeof sqliteJobs.$inferInsert & typeof pgJobs.$inferInsert
