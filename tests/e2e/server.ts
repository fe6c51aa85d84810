// The Playwright web server: serves the EXISTING production build (never builds) on a throwaway
// SQLite database, which the app migrates and seeds on start, and sends its email to a real SMTP
// server on loopback whose mailbox the tests read. Honours NEXT_DIST_DIR, which next.config.ts
// reads, so each engineer can test their own build folder.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startArgs } from '../../scripts/start-args.mjs'
import { TestSmtpServer } from '../support/smtpServer'
import {
  E2E_DATA_DIR,
  E2E_DATABASE_URL,
  E2E_DEMO_PASSWORD,
  E2E_MAILBOX,
  E2E_PAYLOAD_SECRET,
  E2E_PORT,
  E2E_SERVER_LOG,
} from './test-env'

const distDir = process.env.NEXT_DIST_DIR || '.next'
for (const built of [path.resolve(distDir, 'BUILD_ID'), 'dist/server/main.js']) {
  if (!fs.existsSync(built)) {
    console.error(`No production build (${built}): run \`npm run build\` first.`)
    process.exit(1)
  }
}

fs.rmSync(path.resolve(E2E_DATA_DIR), { recursive: true, force: true })

const smtp = await new TestSmtpServer(0, E2E_MAILBOX).start()

// The production server of `npm start`, through Node itself rather than npx: npx and its shell do
// not pass a stop signal on, which leaves the server holding the port.
const server = spawn(process.execPath, startArgs(), {
  stdio: ['inherit', 'inherit', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    // Each browser test sends its own X-Forwarded-For (fixtures.ts), so the lead forms' rate
    // limit (5 a minute per address) counts per test, as it would per visitor.
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    // E2E_DATABASE_URL: scripts/test-postgres.sh runs the @smoke tests on a PostgreSQL database.
    DATABASE_URL: process.env.E2E_DATABASE_URL || E2E_DATABASE_URL,
    PAYLOAD_SECRET: E2E_PAYLOAD_SECRET,
    SEED_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  },
})
// Its errors go on to the terminal as before, and into a file the tests can read.
fs.mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true })
const log = fs.createWriteStream(E2E_SERVER_LOG)
server.stderr?.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk)
  log.write(chunk)
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  void smtp.stop()
  process.exit(code ?? (signal ? 1 : 0))
})
