import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'

import { siteProcesses } from '../lib/siteProcesses.js'

/**
 * The email worker: a second process running this same server program, which loads the site
 * (Next.js and Payload) but listens to nothing and sends the queued lead emails. The web process
 * stores a lead and tells the worker ("wake"); rendering and sending happen on the worker's CPU,
 * at a lower priority than the web process, so a flood of leads never slows the pages.
 *
 * LEAD_EMAIL_WORKER=off keeps the sending inside the web process (one process, about 220 MB of
 * memory less), as `next dev` does.
 */
const ROLE = 'email-worker'
// src/server is compiled apart (NodeNext), where lib/env's imports do not resolve: read here.

export const isEmailWorker = () => process.env.SITE_ROLE === ROLE

/** A worker that stops is started again: at once, or after a minute if it keeps failing at start. */
const QUICK_FAILURE_MS = 30_000

/**
 * Called before Next.js loads: whether this (web) process leaves the sending to a worker, which
 * instrumentation.ts reads. Start the worker with startEmailWorker once the database is migrated
 * and seeded (the worker does neither), or could not be reached (the worker then retries).
 */
export function wantsEmailWorker(): boolean {
  if (/^(off|0|false|no)$/i.test(process.env.LEAD_EMAIL_WORKER?.trim() ?? '')) return false
  process.env.SITE_ROLE = 'web'
  return true
}

let started = false

export function startEmailWorker(): void {
  if (started) return
  started = true
  let child: ChildProcess | undefined
  let stopping = false
  const start = () => {
    const startedAt = Date.now()
    child = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, SITE_ROLE: ROLE },
      execArgv: process.execArgv,
      stdio: 'inherit',
    })
    try {
      if (child.pid) os.setPriority(child.pid, 10) // the pages come first
    } catch {
      // Not allowed here: the worker runs at the same priority.
    }
    child.on('exit', (code, signal) => {
      child = undefined
      if (stopping) return
      const quick = Date.now() - startedAt < QUICK_FAILURE_MS
      console.error(
        `The email worker stopped (${signal ?? `exit code ${code}`}); starting it again` +
          `${quick ? ' in a minute' : ''}. Leads are stored meanwhile; their emails wait.`,
      )
      setTimeout(start, quick ? 60_000 : 1000).unref()
    })
  }
  start()
  // Called by the lead delivery queue when deliveries were queued (features/leads/delivery/queue.ts).
  siteProcesses().wakeEmailWorker = () => {
    // A worker that is starting again reads the queue when it is up: nothing is lost.
    if (child?.connected) child.send('wake', () => undefined)
  }
  process.on('exit', () => {
    stopping = true
    child?.kill()
  })
}
