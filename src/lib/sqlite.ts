import { createClient, type Client } from '@libsql/client'

import { rawEnv } from './env'

/**
 * The settings every SQLite connection of the site runs with.
 * - WAL: readers never wait for the writer, and the writer never waits for readers.
 * - `synchronous = FULL`: in WAL mode a commit returns only once the log is on disk, so a lead that
 *   was acknowledged survives a killed process and a power cut (NORMAL may lose the last commits
 *   to a power cut). Measured by `npm run bench:crash`.
 *   The email worker's connections are the exception: they write only how emails stand, many
 *   small commits a second in a flood, each of which would hold the write lock, which the lead
 *   intake waits for, through a flush to disk. NORMAL commits without one; a process killed
 *   loses nothing, and what a power cut may lose is that the last emails went, so they go again
 *   (under the same Message-ID, see the send task).
 * - `busy_timeout`: a writer that finds the database locked by another (the sync, a second
 *   process, the email queue) waits up to 5 s for its turn instead of failing at once.
 */
export function sqlitePragmas(): string[] {
  const emailWorker = rawEnv('SITE_ROLE') === 'email-worker'
  return [
    // First: switching to WAL takes a lock, which should wait like everything else.
    'PRAGMA busy_timeout = 5000',
    'PRAGMA journal_mode = WAL',
    'PRAGMA journal_size_limit = 67108864',
    `PRAGMA synchronous = ${emailWorker ? 'NORMAL' : 'FULL'}`,
  ]
}

/**
 * A libsql client whose every connection runs with sqlitePragmas(). The client hands its open
 * connection to each transaction and opens a fresh one for what follows, and SQLite settings
 * belong to a connection: set once at start (as Payload's adapter does), they are gone after the
 * first transaction, and from then on a locked database fails at once ("database is locked").
 */
export function sqliteClient(url: string): Client {
  const client = createClient({ url })
  // The client runs a statement synchronously when it is called (the promise only reports it), so
  // these reach the connection the next statement will use, before anything else can.
  const configure = () => {
    for (const pragma of sqlitePragmas())
      client.execute(pragma).catch((error: unknown) => {
        console.error(`SQLite setting "${pragma}" failed: ${String(error)}`)
      })
  }
  configure()
  const begin = client.transaction.bind(client)
  client.transaction = ((mode) => {
    const transaction = begin(mode)
    configure()
    return transaction
  }) as Client['transaction']
  return client
}
