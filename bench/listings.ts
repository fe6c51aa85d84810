// `npm run bench:listings`: a full sync of 25,000 synthetic listings from a RESO Web API server
// on loopback into the EXISTING production build (it builds nothing), served as `npm start` serves
// it on a fresh SQLite database. Prints the sync's time, listings per second and peak memory (the
// site process and the sync process), GET / p50/p99 while idle and during the sync, and the time
// the sync took to compute the market figures of every area after the sync.
// Budgets: site peak memory under 600 MB; GET / p99 during the sync at most 2 × idle; the market
// figures in under 2 s.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3191), BENCH_LISTINGS (25000), BENCH_CLOSED (how many of
// them are closed sales of the last two years, 5000), BENCH_RATE (20 GET/s).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startArgs } from '../scripts/start-args.mjs'
import { lowerPriority } from '../src/features/listings/sync/schedule'
import { tsCommand } from '../src/lib/tsCommand'
import { benchSiteEnv, sleep, startSyntheticFeed, waitHealthy } from './syntheticFeed'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3191)
const total = Number(process.env.BENCH_LISTINGS || 25_000)
const closed = Number(process.env.BENCH_CLOSED ?? 5_000)
const rate = Number(process.env.BENCH_RATE || 20)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-listings'

/** The peak resident memory of a process so far, in MB (Linux VmHWM). */
/** The peak resident memory of a process or of its largest child (a command's launcher has one). */
function peakMb(pid: number | undefined): number {
  if (!pid) return 0
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const own = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    return Math.max(
      own,
      ...children
        .split(/\s+/)
        .filter(Boolean)
        .map((c) => peakMb(Number(c))),
    )
  } catch {
    return 0
  }
}

async function timeHome(): Promise<number> {
  const started = performance.now()
  const reply = await fetch(`${base}/`)
  await reply.arrayBuffer()
  if (!reply.ok) throw new Error(`GET / answered ${reply.status}`)
  return performance.now() - started
}

/** GET / at a steady rate until `until` resolves; each request's time. */
async function homeLoad(until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.finally(() => (done = true))
  const times: Promise<number>[] = []
  const start = performance.now()
  for (let k = 0; !done; k++) {
    const wait = start + (k * 1000) / rate - performance.now()
    if (wait > 1) await sleep(wait)
    times.push(timeHome())
  }
  return Promise.all(times)
}
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

/** How fast the searches the next pages need run over what the sync stored (median of 50). */
async function querySpeeds(file: string) {
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${file}` })
  const time = async (label: string, sql: string) => {
    const times: number[] = []
    let rows = 0
    for (let i = 0; i < 50; i++) {
      const started = performance.now()
      rows = (await db.execute(sql)).rows.length
      times.push(performance.now() - started)
    }
    console.log(`  ${label.padEnd(44)} ${percentile(times, 0.5).toFixed(2)} ms  (${rows} rows)`)
  }
  console.log('\nSearch queries over the stored listings (SQLite, median of 50):')
  await time(
    'filters + newest first, 24 results',
    "select id from listings where shown = 1 and city = 'Andover' and list_price between 300000 and 600000 and bedrooms_total >= 3 order by on_market_date desc limit 24",
  )
  await time(
    'count of those matches',
    "select count(*) from listings where shown = 1 and city = 'Andover' and list_price between 300000 and 600000 and bedrooms_total >= 3",
  )
  await time(
    'map box',
    'select id, latitude, longitude from listings where shown = 1 and latitude between 40.8 and 40.9 and longitude between -75.0 and -74.9',
  )
  await time(
    'keyword + filters, 24 results',
    "select l.id from listings_fts f join listings l on l.id = f.rowid where listings_fts match 'barn' and l.shown = 1 and l.list_price < 500000 order by l.on_market_date desc limit 24",
  )
  db.close()
}

/**
 * The market figures computed after the sync (in the sync's process, before it tells the site to
 * refresh): how long reading and computing them took, as stored with them.
 */
async function marketFigures(file: string, since: number) {
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${file}` })
  try {
    for (const until = Date.now() + 120_000; Date.now() < until; await sleep(250)) {
      const [row] = (await db.execute('select computed_at, compute_ms, result from market_figures'))
        .rows
      if (!row?.computed_at || Date.parse(String(row.computed_at)) < since) continue
      const result = JSON.parse(String(row.result)) as {
        salesRead: number
        areas: object
        towns: object
      }
      const places = Object.keys(result.areas).length + Object.keys(result.towns).length
      return { ms: Number(row.compute_ms), sales: result.salesRead, places }
    }
    throw new Error('the site did not compute the market figures within 2 minutes of the sync')
  } finally {
    db.close()
  }
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const { process: feedProcess, url: feedUrl } = await startSyntheticFeed(total, closed)
  const env = benchSiteEnv({
    name: 'bench-listings',
    port,
    databaseUrl: `file:./${dataDir}/site.db`,
    dataDir,
    feedUrl,
    requestsPerSecond: 2,
  })
  const server = spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  let sync: ChildProcess | undefined
  try {
    await waitHealthy(base)
    for (let i = 0; i < 20; i++) await timeHome() // warm-up
    const idle = await homeLoad(sleep(15_000))

    let syncPeak = 0
    const started = performance.now()
    const startedAt = Date.now()
    sync = spawn(process.execPath, tsCommand('src/features/listings/sync/cli.ts'), {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...env, NODE_OPTIONS: '' },
    })
    let output = ''
    // As the site's schedule does: the lowest CPU priority, so pages come first.
    if (sync.pid) lowerPriority(sync.pid)
    sync.stdout!.on('data', (chunk) => (output += chunk))
    const sampler = setInterval(() => (syncPeak = Math.max(syncPeak, peakMb(sync?.pid))), 200)
    const exited = new Promise<number | null>((resolve) => sync!.on('exit', resolve))
    const during = await homeLoad(exited)
    clearInterval(sampler)
    const seconds = (performance.now() - started) / 1000
    const code = await exited
    if (code !== 0) throw new Error(`the sync failed (exit ${code}):\n${output}`)
    const figures = await marketFigures(`${dataDir}/site.db`, startedAt)
    const sitePeak = peakMb(server.pid)

    const idleP99 = percentile(idle, 0.99)
    const syncP99 = percentile(during, 0.99)
    console.log(`\nThe sync said: ${output.trim().split('\n').at(-1)}`)
    console.log(
      `\nFull sync of ${total} listings: ${seconds.toFixed(1)} s, ${(total / seconds).toFixed(0)} listings/s`,
    )
    console.log(
      `Peak memory: site process ${sitePeak.toFixed(0)} MB, sync process ${syncPeak.toFixed(0)} MB`,
    )
    console.log(
      `GET / idle:        p50 ${percentile(idle, 0.5).toFixed(1)} ms  p99 ${idleP99.toFixed(1)} ms  (${idle.length} requests)`,
    )
    console.log(
      `GET / during sync: p50 ${percentile(during, 0.5).toFixed(1)} ms  p99 ${syncP99.toFixed(1)} ms  (${during.length} requests)`,
    )
    console.log(
      `Market figures after the sync: ${figures.ms} ms to read and compute every area (${figures.sales} closed sales, ${figures.places} areas and towns)`,
    )
    await querySpeeds(`${dataDir}/site.db`)
    console.log('\nBudgets:')
    console.log(
      `  ${sitePeak < 600 ? 'PASS' : 'MISS'}  site peak memory < 600 MB          ${sitePeak.toFixed(0)} MB`,
    )
    console.log(
      `  ${syncPeak < 600 ? 'PASS' : 'MISS'}  sync peak memory < 600 MB          ${syncPeak.toFixed(0)} MB`,
    )
    console.log(
      `  ${syncP99 <= 2 * idleP99 ? 'PASS' : 'MISS'}  GET / p99 during sync ≤ 2 × idle   ${(syncP99 / idleP99).toFixed(2)} ×`,
    )
    console.log(
      `  ${figures.ms < 2000 ? 'PASS' : 'MISS'}  market figures < 2 s               ${figures.ms} ms`,
    )
  } finally {
    sync?.kill('SIGTERM') // the launcher passes it on to the sync
    server.kill('SIGTERM')
    feedProcess.kill('SIGTERM')
  }
}

await main()
