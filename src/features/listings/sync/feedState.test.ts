import { spawn } from 'node:child_process'
import os from 'node:os'
import readline from 'node:readline'

import { afterAll, describe, expect, it } from 'vitest'

import { runnerGone } from './feedState'

const here = (pid: number) => `${os.hostname()}:${pid}`
const now = () => new Date().toISOString()

// A shell that starts a short job and then becomes a `sleep` that never reaps it: the job's
// process is left a zombie, as a killed sync is when its parent died with it and the container's
// first process does not reap.
const holder = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 20'], {
  stdio: ['ignore', 'pipe', 'ignore'],
})
const zombie = new Promise<number>((resolve) =>
  readline.createInterface({ input: holder.stdout! }).once('line', (line) => resolve(Number(line))),
)
afterAll(() => void holder.kill('SIGKILL'))

describe('whether the sync marked as running is gone', () => {
  it('a live process on this host is still running', () => {
    expect(runnerGone(here(holder.pid!), now())).toBe(false)
  })

  it('a process that exited but was never reaped is gone, so the next sync can start', async () => {
    const pid = await zombie
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(runnerGone(here(pid), now())).toBe(true)
  })

  it('a process that no longer exists, or a mark older than ten minutes, is gone', () => {
    expect(runnerGone(here(2 ** 22 + 7), now())).toBe(true)
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString()
    expect(runnerGone(here(holder.pid!), eleven)).toBe(true)
    expect(runnerGone('another-host:1234', now())).toBe(false)
  })
})
