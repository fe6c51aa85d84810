import os from 'node:os'

import pg from 'pg'

import { MAX_AGE_S } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { databaseUrl, isPostgresUrl } from '@/lib/env'
import { localOrigin } from '@/lib/localOrigin'
import { announceExpired } from '@/lib/pageTags'
import { sign } from '@/lib/signature'

/**
 * Several app processes on one PostgreSQL database (behind a load balancer) each keep their own
 * cache of reads and pages. A publish or a sync expires tags in the process that saw it; this
 * tells the others through PostgreSQL's LISTEN/NOTIFY, so they expire the same tags within a
 * moment instead of at the next minute. On SQLite there is one server process: nothing to do.
 */
const CHANNEL = 'site_cache_expired'
/** This process, the same in every bundle of it (instrumentation and routes are built apart). */
const ME = `${os.hostname()}:${process.pid}`

type Message = { from: string; tags: string[] }

/** The proof an expiry request comes from this site's own listener (keyed by PAYLOAD_SECRET). */
export const expiryToken = () => sign('cache-expire', 'v1')

let pool: pg.Pool | undefined

/** Tells the other processes that these tags expired (PostgreSQL only; never throws). */
export async function tellOtherProcesses(tags: readonly string[]): Promise<void> {
  const url = databaseUrl()
  if (!isPostgresUrl(url) || !tags.length) return
  try {
    pool ??= new pg.Pool({ connectionString: url, max: 1 })
    const message: Message = { from: ME, tags: [...tags] }
    await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)])
  } catch (error) {
    console.warn(`Could not tell the other processes about expired pages: ${String(error)}`)
  }
}

/** Listens for the other processes' expiries and applies each here. Reconnects when cut off. */
export function listenToOtherProcesses(): void {
  const url = databaseUrl()
  if (!isPostgresUrl(url)) return
  let wait = 1000
  const connect = async () => {
    // keepAlive: a connection that died silently would otherwise stop hearing, unnoticed.
    const client = new pg.Client({ connectionString: url, keepAlive: true })
    let retried = false
    const retry = () => {
      if (retried) return
      retried = true
      void client.end().catch(() => undefined)
      setTimeout(() => void connect(), wait).unref()
      wait = Math.min(wait * 2, 30_000)
    }
    // Stays attached: a late error on a connection already given up must not end the process.
    client.on('error', retry)
    client.on('notification', (notification) => {
      try {
        const message = JSON.parse(notification.payload ?? '') as Message
        if (message.from !== ME && Array.isArray(message.tags))
          announceExpired(message.tags.filter((tag) => typeof tag === 'string'))
      } catch {
        /* not one of ours */
      }
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      wait = 1000
    } catch (error) {
      console.warn(`Not listening for other processes' expired pages yet: ${String(error)}`)
      retry()
    }
  }
  void connect()
}

/**
 * Once a minute, everything this process has cached is read again on its next visit: the bound
 * on edits that no studio hook sees (SQL by hand, a restored backup).
 */
export function expireEverythingEachMinute(): void {
  setInterval(() => announceExpired([TAGS.everything]), MAX_AGE_S * 1000).unref()
}

/** Expires tags in the site's running server, from a script's process or after a commit. */
export async function expireThroughRoute(tags: readonly string[], { quiet = false } = {}) {
  try {
    await fetch(`${localOrigin()}/api/cache/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-expire-token': expiryToken() },
      body: JSON.stringify({ tags: [...tags] }),
      signal: AbortSignal.timeout(5000),
    })
  } catch (error) {
    // Quiet where no server may be listening (a seed script, the Payload CLI, tests).
    if (!quiet) console.warn(`Could not expire cached pages: ${String(error)}`)
  }
}
