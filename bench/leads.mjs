// `npm run bench:leads`: the lead budget — p99 under 100 ms at 200 requests/s on SQLite,
// zero errors, zero leads lost — against the EXISTING production build (it builds nothing), served
// as `npm start` serves it (dist/server/main.js) on a fresh SQLite database with the outbox on.
// Each request comes from its own client address (TRUST_PROXY=1), so the rate limit (5 a minute
// per address) does not interfere. Prints p50/p99 and errors per endpoint, then counts the rows.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3190), BENCH_RATE (200/s), BENCH_SECONDS (10).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startArgs } from '../scripts/start-args.mjs'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3190)
const rate = Number(process.env.BENCH_RATE || 200)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-leads'
const password = 'bench-leads-password-4Rt9'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let n = 0
const ENDPOINTS = [
  {
    path: '/api/newsletter',
    collection: 'newsletter-subscribers',
    body: (i) => ({ email: `bench-${i}@example.com` }),
  },
  {
    path: '/api/contact',
    collection: 'contact-messages',
    body: (i) => ({
      name: `Bench Visitor ${i}`,
      email: `bench-${i}@example.com`,
      phone: '(973) 555-0100',
      message: 'A benchmark message that is long enough to pass the rules.',
    }),
  },
  {
    path: '/api/mortgage-calculator',
    collection: 'mortgage-leads',
    body: (i) => ({
      contact: {
        name: `Bench Visitor ${i}`,
        email: `bench-${i}@example.com`,
        phone: '9735550100',
        allowFollowUp: true,
      },
      inputs: {
        purchasePrice: 750000,
        downPaymentPercent: 20,
        downPaymentAmount: 150000,
        interestRate: 6.875,
        loanTerm: 30,
        propertyTaxRate: 1.1,
        insuranceRate: 0.35,
        pmiRate: 0.9,
        hoaFees: 0,
        extraPrincipal: 100 + (i % 400),
      },
    }),
  },
]

function startServer() {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  return spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      DATABASE_URL: `file:./${dataDir}/site.db`,
      PAYLOAD_SECRET: 'bench-leads-secret-not-for-production',
      SEED_DEMO_PASSWORD: password,
      SITE_URL: base,
      OUTBOX_DIR: `${dataDir}/outbox`,
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
}

async function waitUntilHealthy() {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await sleep(500)
  }
  throw new Error('the server did not become healthy in 2 minutes')
}

async function send(endpoint) {
  const i = ++n
  const started = performance.now()
  try {
    const reply = await fetch(base + endpoint.path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify(endpoint.body(i)),
    })
    await reply.arrayBuffer()
    return { ms: performance.now() - started, ok: reply.status === 200, status: reply.status }
  } catch (error) {
    return { ms: performance.now() - started, ok: false, status: error.cause?.code ?? error.name }
  }
}

/** Open loop: requests start on schedule whether or not earlier ones have answered. */
async function load(endpoint, perSecond, duration) {
  const total = perSecond * duration
  const start = performance.now()
  const pending = []
  for (let k = 0; k < total; k++) {
    const due = start + (k * 1000) / perSecond
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    pending.push(send(endpoint))
  }
  return Promise.all(pending)
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/** The stored rows, read as the agent would; a server still busy with emails gets more time. */
async function count(collection) {
  for (let attempt = 1; ; attempt++) {
    const total = await countOnce(collection).catch(() => undefined)
    if (Number.isInteger(total)) return total
    if (attempt === 10) throw new Error(`could not count ${collection}`)
    await sleep(2000)
  }
}

async function countOnce(collection) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password }),
  })
  const { token } = await login.json()
  const reply = await fetch(`${base}/api/${collection}?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return (await reply.json()).totalDocs
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
  }
  const server = startServer()
  try {
    await waitUntilHealthy()
    for (const endpoint of ENDPOINTS) await load(endpoint, 20, 2) // warm-up, not counted
    const warm = Object.fromEntries(
      await Promise.all(ENDPOINTS.map(async (e) => [e.collection, await count(e.collection)])),
    )
    console.log(
      `\n${rate} requests/s for ${seconds} s per endpoint (budget: p99 < 100 ms, 0 errors, 0 lost)\n`,
    )
    let failed = false
    for (const endpoint of ENDPOINTS) {
      const results = await load(endpoint, rate, seconds)
      const sorted = results.map((r) => r.ms).sort((a, b) => a - b)
      const errors = results.filter((r) => !r.ok).length
      const kinds = {}
      for (const r of results.filter((r) => !r.ok)) kinds[r.status] = (kinds[r.status] ?? 0) + 1
      await sleep(500)
      const stored = (await count(endpoint.collection)) - warm[endpoint.collection]
      const lost = results.filter((r) => r.ok).length - stored
      const p50 = percentile(sorted, 0.5)
      const p99 = percentile(sorted, 0.99)
      const pass = p99 < 100 && errors === 0 && lost === 0
      failed ||= !pass
      console.log(
        `${endpoint.path.padEnd(18)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  ` +
          `errors ${errors}${errors ? ` ${JSON.stringify(kinds)}` : ''}  stored ${stored}/${results.length}  lost ${lost}  ${pass ? 'ok' : 'OVER BUDGET'}`,
      )
    }
    const outbox = fs.existsSync(`${dataDir}/outbox`)
      ? fs.readdirSync(`${dataDir}/outbox`).length
      : 0
    console.log(`\nEmails in the outbox so far: ${outbox} (they are sent in the background)`)
    if (failed) console.log('Some budget was missed (printed above); this is a benchmark, exit 0.')
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
