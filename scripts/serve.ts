// Starts the production build on this machine: `npm run up` builds first, then runs this.
// A local run needs no environment variables: without PAYLOAD_SECRET, one is generated once and
// kept in data/.payload-secret (a real deployment sets PAYLOAD_SECRET and runs `npm start`).
import { spawn } from 'node:child_process'

import { readOrCreateLocalSecret } from '../src/lib/env'
import { startArgs } from './start-args.mjs'

const port = process.env.PORT || '3000'
// The same data/.payload-secret that `npm run dev` and the tests use.
process.env.PAYLOAD_SECRET ||= readOrCreateLocalSecret()

// The production server (src/server/main.ts, built to dist/), as `npm start` runs it.
const server = spawn(process.execPath, startArgs(), {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const base = `http://localhost:${port}`
// Until the site answers (the server's exit ends this process): a first start migrates and seeds.
for (let waited = 0; ; waited += 500) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) {
    console.log(
      `\n  Site:   ${base}\n  Studio: ${base}/studio  (sign in as demo@example.com; the password is printed above on first start)\n`,
    )
    break
  }
  if (waited === 60_000) console.log(`\n  Still starting: ${base} is not answering yet…\n`)
}
