import { spawn } from 'node:child_process'
import path from 'node:path'

import { feedConfig, syncEveryMinutes } from './config'
import { refreshSite } from './refresh'

/**
 * The background sync: every LISTINGS_SYNC_MINUTES, `npm run listings:sync` in a child process
 * of its own, so its downloads, parsing and writes never take the site's event loop. One at a
 * time here; the database mark keeps other processes from running a second one.
 */
let running = false

/** Starts one sync in a child process, unless this process already runs one. */
export function startListingSync(): void {
  if (running) return
  running = true
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/payload/bin.js'), 'run', 'src/features/listings/sync/cli.ts'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
  )
  child.on('exit', (code) => {
    running = false
    if (code === 0) void refreshSite()
  })
  child.on('error', (error) => {
    running = false
    console.error('Could not start the listing sync:', error)
  })
}

export function scheduleListingSync(): void {
  const minutes = syncEveryMinutes()
  if (!feedConfig() || minutes === 0) return
  setTimeout(startListingSync, 20_000).unref()
  setInterval(startListingSync, minutes * 60_000).unref()
}
