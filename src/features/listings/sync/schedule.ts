import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { childEnv } from '@/lib/env'
import { tsCommand } from '@/lib/tsCommand'

import { feedConfig, syncEveryMinutes } from './config'
import { refreshSite } from './refresh'

let running = false

/**
 * One sync: `npm run listings:sync` in a child process of its own, so its downloads, parsing and
 * writes never take the site's event loop. One at a time here; the database mark keeps other
 * processes from running a second one.
 */
export function startListingSync(): void {
  if (running) return
  running = true
  const child = spawn(
    process.execPath,
    tsCommand(path.resolve('src/features/listings/sync/cli.ts')),
    { stdio: ['ignore', 'inherit', 'inherit'], env: childEnv({ NODE_OPTIONS: '' }) },
  )
  // The lowest CPU priority: on a small server, pages come first and the sync takes what is left.
  if (child.pid) lowerPriority(child.pid)
  child.on('exit', (code) => {
    running = false
    if (code === 0) void refreshSite()
  })
  child.on('error', (error) => {
    running = false
    console.error('Could not start the listing sync:', error)
  })
}

/** The background sync, every LISTINGS_SYNC_MINUTES (the first 20 seconds after start). */
export function scheduleListingSync(): void {
  const minutes = syncEveryMinutes()
  if (!feedConfig() || minutes === 0) return
  setTimeout(startListingSync, 20_000).unref()
  setInterval(startListingSync, minutes * 60_000).unref()
}

/** Gives a process the lowest CPU priority (nice 19); where that is not allowed, nothing changes. */
export function lowerPriority(pid: number): void {
  try {
    os.setPriority(pid, 19)
  } catch {
    /* not permitted here: the sync runs at normal priority */
  }
}
