// What the browser benchmarks share: the browser tests' server (tests/e2e/server.ts: the EXISTING
// production build on a throwaway SQLite database) and Debian's Chromium started as this machine
// needs it (no sandbox, no GPU, no background calls).
import { spawn } from 'node:child_process'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts the test server on `port` and waits until it answers; `stop()` ends it. */
export async function startTestServer(port) {
  const server = spawn(process.execPath, ['scripts/run-ts.mjs', 'tests/e2e/server.ts'], {
    stdio: 'ignore',
    env: { ...process.env, E2E_PORT: String(port) },
  })
  const base = `http://127.0.0.1:${port}`
  const stop = () => server.kill('SIGTERM')
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { base, stop }
    await sleep(500)
  }
  stop()
  throw new Error('the server did not start')
}

/** Chromium (CHROME_PATH, default /usr/bin/chromium), headless. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}
