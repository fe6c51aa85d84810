// `npm run bench:crash`: leads survive a killed server, and their emails go out exactly once.
// Serves the EXISTING production build (it builds nothing) as `npm start` does, on a fresh SQLite
// database, with a real SMTP server on loopback. Visitors send contact messages and calculator
// leads without pause (each lead once, never retried); at a random moment every 0.5–3 s the
// server is killed with SIGKILL and started again, N times. Then the sending stops, the emails
// are given time to go, and the bench prints: leads acknowledged (answered 200), stored, lost
// (acknowledged but not stored) and duplicated (stored twice); emails queued (one per contact
// message, two per calculator lead, for every stored lead) against emails received: sent once,
// sent twice or more (and of those, under two different Message-IDs), never sent.
// Budget: 0 lost, 0 duplicated, every queued email received exactly once.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3195), BENCH_CYCLES (50), BENCH_CONCURRENCY (8).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient } from '@libsql/client'

import { startArgs } from '../scripts/start-args.mjs'
import { TestSmtpServer } from '../tests/support/smtpServer'
import { siteEnv, sleep, waitHealthy } from './site'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3195)
const cycles = Number(process.env.BENCH_CYCLES || 50)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 8)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-crash'
const QUIET_MS = 30_000

const smtp = await new TestSmtpServer().start()

function startServer(): ChildProcess {
  return spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'ignore'],
    env: siteEnv({
      name: 'bench-crash',
      port,
      dataDir,
      extra: { TRUST_PROXY: '1', SMTP_URL: smtp.url },
    }),
  })
}

type Kind = 'contact' | 'calculator'
const acknowledged = new Map<string, Kind>()
let sent = 0
let sending = true

function lead(i: number): { kind: Kind; email: string; path: string; body: object } {
  const email = `crash-${i}@example.com`
  if (i % 2)
    return {
      kind: 'contact',
      email,
      path: '/api/contact',
      body: {
        name: `Crash Visitor ${i}`,
        email,
        phone: '(973) 555-0100',
        message: 'A message sent while the server is being killed.',
      },
    }
  return {
    kind: 'calculator',
    email,
    path: '/api/mortgage-calculator',
    body: {
      contact: { name: `Crash Visitor ${i}`, email, phone: '9735550100', allowFollowUp: true },
      inputs: {
        purchasePrice: 500000,
        downPaymentPercent: 20,
        downPaymentAmount: 100000,
        interestRate: 6.5,
        loanTerm: 30,
        propertyTaxRate: 2.1,
        insuranceRate: 0.35,
        pmiRate: 0.9,
        hoaFees: 0,
        extraPrincipal: 0,
      },
    },
  }
}

async function visitor() {
  while (sending) {
    const i = ++sent
    const { kind, email, path: route, body } = lead(i)
    try {
      const reply = await fetch(base + route, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      if (reply.status === 200) acknowledged.set(email, kind)
      await reply.arrayBuffer()
    } catch {
      await sleep(50) // the server is down: not acknowledged, and not sent again
    }
  }
}

async function storedLeads(): Promise<Map<string, number>> {
  const db = createClient({ url: `file:./${dataDir}/site.db` })
  const counts = new Map<string, number>()
  for (const table of ['contact_messages', 'mortgage_leads']) {
    const { rows } = await db.execute(`select email from ${table} where email like 'crash-%'`)
    for (const row of rows) counts.set(String(row.email), (counts.get(String(row.email)) ?? 0) + 1)
  }
  db.close()
  return counts
}

/**
 * Each received email as "what it is for whom" (the agent's notice or the visitor's breakdown):
 * how many times the SMTP server accepted it, and under how many distinct Message-IDs (what a
 * mailbox that merges repeats of one message, as Gmail does, shows).
 */
function receivedEmails() {
  const deliveries = new Map<string, number>()
  const messages = new Map<string, Set<string>>()
  for (const email of smtp.received) {
    const visitor = /crash-\d+@example\.com/.exec(email.to.join(' ') + ' ' + email.text)?.[0]
    if (!visitor) continue
    const key = `${email.to.includes(visitor) ? 'visitor' : 'agent'} ${visitor}`
    deliveries.set(key, (deliveries.get(key) ?? 0) + 1)
    if (!messages.has(key)) messages.set(key, new Set())
    messages.get(key)!.add(email.headers.get('message-id') ?? String(Math.random()))
  }
  return { deliveries, messages }
}

if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
  throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })
let server = startServer()
await waitHealthy(base, 100)
const visitors = Array.from({ length: concurrency }, () => visitor())
const started = performance.now()
for (let cycle = 1; cycle <= cycles; cycle++) {
  await sleep(500 + Math.random() * 2500)
  server.kill('SIGKILL')
  await new Promise((resolve) => server.once('exit', resolve))
  server = startServer()
  await waitHealthy(base, 100)
  process.stdout.write(`\rkilled and restarted ${cycle}/${cycles}`)
}
sending = false
await Promise.all(visitors)
const sendingFor = (performance.now() - started) / 1000

const stored = await storedLeads()
const expected = new Set<string>()
for (const email of stored.keys()) {
  expected.add(`agent ${email}`)
  if (/crash-\d*[02468]@/.test(email)) expected.add(`visitor ${email}`) // calculator leads
}
// The emails still queued go out; waited for until none has arrived for 30 s.
const drainStarted = performance.now()
let { deliveries: received, messages } = receivedEmails()
let lastProgress = performance.now()
while ([...expected].some((k) => !received.has(k)) && performance.now() - lastProgress < QUIET_MS) {
  const before = smtp.received.length
  await sleep(1000)
  ;({ deliveries: received, messages } = receivedEmails())
  if (smtp.received.length > before) lastProgress = performance.now()
}
const drainedIn = (performance.now() - drainStarted) / 1000
server.kill('SIGTERM')
await smtp.stop()

const lost = [...acknowledged.keys()].filter((email) => !stored.has(email)).length
const duplicated = [...stored.values()].filter((n) => n > 1).length
const once = [...expected].filter((k) => received.get(k) === 1).length
const twice = [...expected].filter((k) => (received.get(k) ?? 0) > 1).length
const never = [...expected].filter((k) => !received.has(k)).length
const distinctTwice = [...expected].filter((k) => (messages.get(k)?.size ?? 0) > 1).length
console.log(
  `\n\n${cycles} kills (SIGKILL) in ${sendingFor.toFixed(0)} s of sending, ${concurrency} visitors at a time:`,
)
console.log(
  `  leads   acknowledged ${acknowledged.size}  stored ${stored.size}  lost ${lost}  duplicated ${duplicated}`,
)
console.log(
  `  emails  queued ${expected.size}  sent once ${once}  sent twice or more ${twice}  never sent ${never}` +
    (never
      ? `  (gave up ${drainedIn.toFixed(0)} s after the last kill: none arrived for ${QUIET_MS / 1000} s)`
      : `  (all sent ${drainedIn.toFixed(0)} s after the last kill)`),
)
console.log(
  `          sent twice under two Message-IDs (two messages in a mailbox): ${distinctTwice}`,
)
const pass = lost === 0 && duplicated === 0 && once === expected.size
console.log(`\nBudget (0 lost, 0 duplicated, every email once): ${pass ? 'PASS' : 'MISS'}`)
process.exit(0)
