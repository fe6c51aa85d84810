// `npm run bench:leads`: the lead intake under a flood, against the EXISTING production build (it
// builds nothing), served as `npm start` serves it (web process and email worker) on a fresh
// SQLite database, emails to the outbox. Each request comes from its own client address
// (TRUST_PROXY=1), so the rate limit (5 a minute per address) does not interfere.
// 1. Each lead endpoint alone at 200 requests/s (open loop: requests leave on schedule whether or
//    not earlier ones have answered), while a visitor asks for the home page 20 times a second:
//    p50/p99 per endpoint, errors, stored vs acknowledged; the home page's p99 beside its idle p99.
// 2. As many leads as the server takes: 3 endpoints in turn on 40 connections (closed loop).
// 3. The email backlog: how long the worker takes to send every queued email.
// Budgets: p99 ≤ 100 ms per endpoint at 200/s, 0 errors, 0 lost; ≥ 500 leads/s sustained;
// GET / p99 during a flood ≤ 2 × its idle p99.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3190), BENCH_RATE (200/s), BENCH_SECONDS (10).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { startArgs } from '../scripts/start-args.mjs'
import { ENDPOINTS, load, ms, percentile, timed, visitor, type Endpoint } from './leadLoad'
import { siteEnv, sleep, waitHealthy } from './site'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3190)
const rate = Number(process.env.BENCH_RATE || 200)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-leads'
const password = 'bench-leads-password-4Rt9'
const P99_MS = 100
const SUSTAINED = 500
const PAGE_RATE = 20

function sendLead(endpoint: Endpoint) {
  const { i, address } = visitor()
  return timed(base + endpoint.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(endpoint.body(i)),
  })
}

const HOME = { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }

let token = ''
/** The stored rows, counted as the studio counts them. */
async function count(collection: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!token) {
        const login = await fetch(`${base}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'demo@example.com', password }),
        })
        token = ((await login.json()) as { token: string }).token
      }
      const reply = await fetch(`${base}/api/${collection}?limit=1&depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
      const total = ((await reply.json()) as { totalDocs?: number }).totalDocs
      if (Number.isInteger(total)) return total!
    } catch {
      // busy: try again
    }
    if (attempt === 10) throw new Error(`could not count ${collection}`)
    await sleep(2000)
  }
}

const counts = async () =>
  Object.fromEntries(
    await Promise.all(ENDPOINTS.map(async (e) => [e.collection, await count(e.collection)])),
  ) as Record<string, number>

/** Closed loop: 40 connections, each sending the three lead forms in turn, for `duration` s. */
function sustained(duration: number): Promise<autocannon.Result> {
  const requests = ENDPOINTS.map((endpoint) => ({
    method: 'POST' as const,
    path: endpoint.path,
    setupRequest: (request: autocannon.Request) => {
      const { i, address } = visitor()
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(endpoint.body(i)),
      }
    },
  }))
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections: 40, duration, requests },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const outbox = () =>
  fs.existsSync(`${dataDir}/outbox`) ? fs.readdirSync(`${dataDir}/outbox`).length : 0

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const server = spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: siteEnv({
      name: 'bench-leads',
      port,
      dataDir,
      extra: { TRUST_PROXY: '1', SEED_DEMO_PASSWORD: password },
    }),
  })
  const failures: string[] = []
  let emailsQueued = 0
  try {
    await waitHealthy(base)
    for (const endpoint of ENDPOINTS) {
      await load(() => sendLead(endpoint), 20, 2) // warm-up, not counted
      emailsQueued += 40 * endpoint.emails
    }
    await load(() => timed(base + '/', HOME), PAGE_RATE, 2)
    // Idle means idle: the warm-up's emails sent first.
    for (let waited = 0; outbox() < emailsQueued && waited < 60; waited++) await sleep(1000)
    const idle = await load(() => timed(base + '/', HOME), PAGE_RATE, seconds)
    const idleP99 = percentile(
      idle.map((r) => r.ms),
      0.99,
    )
    console.log(
      `\nGET / alone, ${PAGE_RATE}/s: p50 ${ms(
        percentile(
          idle.map((r) => r.ms),
          0.5,
        ),
      )}  p99 ${ms(idleP99)}`,
    )
    console.log(
      `\n${rate} leads/s for ${seconds} s per endpoint, GET / ${PAGE_RATE}/s beside it ` +
        `(budget: p99 ≤ ${P99_MS} ms, 0 errors, 0 lost; GET / p99 ≤ 2 × ${idleP99.toFixed(1)} ms)\n`,
    )
    for (const endpoint of ENDPOINTS) {
      const before = await counts()
      const [leads, pages] = await Promise.all([
        load(() => sendLead(endpoint), rate, seconds),
        load(() => timed(base + '/', HOME), PAGE_RATE, seconds),
      ])
      const errors = leads.filter((r) => !r.ok)
      const kinds: Record<string, number> = {}
      for (const r of errors) kinds[r.status] = (kinds[r.status] ?? 0) + 1
      await sleep(500)
      const stored = (await count(endpoint.collection)) - before[endpoint.collection]!
      const acknowledged = leads.length - errors.length
      emailsQueued += acknowledged * endpoint.emails
      const lost = acknowledged - stored
      const times = leads.map((r) => r.ms)
      const p99 = percentile(times, 0.99)
      const pageP99 = percentile(
        pages.map((r) => r.ms),
        0.99,
      )
      const pass = p99 <= P99_MS && errors.length === 0 && lost === 0
      const pagePass = pageP99 <= 2 * idleP99 && pages.every((r) => r.ok)
      if (!pass) failures.push(endpoint.path)
      if (!pagePass) failures.push(`GET / during ${endpoint.path}`)
      console.log(
        `${endpoint.path.padEnd(24)} p50 ${ms(percentile(times, 0.5))}  p99 ${ms(p99)}  ` +
          `errors ${errors.length}${errors.length ? ` ${JSON.stringify(kinds)}` : ''}  ` +
          `stored ${stored}/${leads.length}  lost ${lost}  ${pass ? 'ok' : 'OVER BUDGET'}\n` +
          `${'  GET / meanwhile'.padEnd(24)} p50 ${ms(
            percentile(
              pages.map((r) => r.ms),
              0.5,
            ),
          )}  p99 ${ms(pageP99)}  ${(pageP99 / idleP99).toFixed(2)} × idle  ${pagePass ? 'ok' : 'OVER BUDGET'}`,
      )
    }

    const before = await counts()
    const result = await sustained(seconds)
    await sleep(500)
    const after = await counts()
    const stored = ENDPOINTS.reduce(
      (sum, e) => sum + after[e.collection]! - before[e.collection]!,
      0,
    )
    const acknowledged = result['2xx']
    const errors = result.errors + result.timeouts + result.non2xx
    for (const e of ENDPOINTS)
      emailsQueued += (after[e.collection]! - before[e.collection]!) * e.emails
    const perSecond = acknowledged / seconds
    // Requests still in flight when the run stopped may be stored without being counted as answered.
    const lost = Math.max(0, acknowledged - stored)
    const pass = perSecond >= SUSTAINED && errors === 0 && lost === 0
    if (!pass) failures.push('sustained')
    console.log(
      `\nAs fast as it takes them (40 connections, the 3 forms in turn, ${seconds} s; budget ≥ ${SUSTAINED}/s, 0 errors, 0 lost):\n` +
        `${perSecond.toFixed(0)} leads/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `errors ${errors}  acknowledged ${acknowledged}  stored ${stored}  lost ${lost}  ${pass ? 'ok' : 'UNDER BUDGET'}`,
    )

    // The backlog: the worker sends every queued email (written to the outbox here).
    const floodEnded = Date.now()
    let sent = outbox()
    while (sent < emailsQueued && Date.now() - floodEnded < 300_000) {
      await sleep(1000)
      sent = outbox()
    }
    const took = ((Date.now() - floodEnded) / 1000).toFixed(0)
    console.log(
      `\nEmails: ${emailsQueued} queued; ${sent} sent ${sent >= emailsQueued ? `all within ${took} s after the flood` : `after ${took} s (not all)`}`,
    )
    console.log(
      failures.length
        ? `\nOver budget: ${failures.join(', ')} (printed above); this is a benchmark, exit 0.`
        : '\nEvery budget met.',
    )
  } finally {
    server.kill('SIGTERM')
  }
}

await main()
