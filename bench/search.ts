// `npm run bench:search`: 25,000 synthetic listings synced from a RESO server on loopback into a
// fresh SQLite database (and a PostgreSQL one when PostgreSQL is installed here), then 200 random
// searches: the search query alone (the site's own query code, uncached, timed on its second pass
// through the list) and the whole /listings/search response of the EXISTING production build (it
// builds nothing), each search asked once, so nothing comes from a cache. Prints p50/p95 of both.
// Budgets (SQLite): query p95 ≤ 20 ms, page p95 ≤ 150 ms.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3193), BENCH_LISTINGS (25000), BENCH_SEARCHES (200),
// PG_TEST_PORT (default 54351) for the PostgreSQL run.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startArgs } from '../scripts/start-args.mjs'
import { tsCommand } from '../src/lib/tsCommand'
import {
  benchSiteEnv,
  sleep,
  startSyntheticFeed,
  SYNTHETIC_TOWNS,
  waitHealthy,
} from './syntheticFeed'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3193)
const total = Number(process.env.BENCH_LISTINGS || 25_000)
const searches = Number(process.env.BENCH_SEARCHES || 200)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-search'
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

/** Random searches a visitor could make, the same ones on every run (a seeded generator). */
function randomSearches(count: number): string[] {
  let seed = 2026
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!
  const maybe = (p: number) => rnd() < p
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const q = new URLSearchParams()
    if (maybe(0.6))
      q.set('location', pick([...SYNTHETIC_TOWNS, 'Warren County', 'Sussex County', '07821']))
    if (maybe(0.25))
      q.set('q', pick(['lake', 'barn', 'updated kitchen', 'hardwood', 'garage', 'trails views']))
    if (maybe(0.5)) q.set('minPrice', pick(['200000', '300000', '400000', '500000']))
    if (maybe(0.5)) q.set('maxPrice', pick(['500000', '600000', '750000', '1000000']))
    if (maybe(0.5)) q.set('beds', pick(['2', '3', '4', '5']))
    if (maybe(0.3)) q.set('baths', pick(['1', '2', '3']))
    if (maybe(0.3))
      for (const t of new Set([
        pick(['house', 'condo', 'townhouse', 'land', 'farm', 'multi-family']),
        pick(['house', 'condo']),
      ]))
        q.append('type', t)
    if (maybe(0.2)) q.append('status', pick(['active', 'coming-soon', 'under-contract']))
    if (maybe(0.2)) q.set('minArea', pick(['1500', '2000', '3000']))
    if (maybe(0.2)) q.set('minAcres', pick(['1', '2', '5']))
    if (maybe(0.1)) q.set('minYear', pick(['1980', '2000']))
    if (maybe(0.15)) q.set('new', pick(['7', '30']))
    if (maybe(0.1)) q.set('reduced', '1')
    if (maybe(0.15)) q.set('sewer', pick(['public', 'septic']))
    if (maybe(0.1)) q.set('water', pick(['public', 'well']))
    if (maybe(0.1)) q.set('maxHoa', pick(['100', '250']))
    if (maybe(0.1)) q.set('maxTax', pick(['10000', '12000']))
    if (maybe(0.5)) q.set('sort', pick(['price-asc', 'price-desc', 'largest', 'lot']))
    if (maybe(0.2)) q.set('page', pick(['2', '3', '10']))
    out.push(q.toString())
  }
  return out
}

function postgresAvailable(): boolean {
  try {
    return fs.readdirSync('/usr/lib/postgresql').length > 0
  } catch {
    return false
  }
}

async function run(label: string, databaseUrl: string, feedUrl: string, list: string) {
  const env = benchSiteEnv({
    name: 'bench-search',
    port,
    databaseUrl,
    dataDir,
    feedUrl,
    requestsPerSecond: 50,
  })
  const tsx = (script: string, ...args: string[]) =>
    execFileSync(process.execPath, tsCommand(script, ...args), {
      env: { ...env, NODE_OPTIONS: '' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
  const syncStarted = performance.now()
  tsx('src/features/listings/sync/cli.ts')
  console.log(
    `${label}: ${total} listings synced in ${((performance.now() - syncStarted) / 1000).toFixed(1)} s`,
  )
  const queryTimes = JSON.parse(
    tsx('bench/searchQueries.ts', list).trim().split('\n').at(-1)!,
  ) as number[]

  const server = spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  try {
    await waitHealthy(base)
    // Warm the page's code (not its data: every search below is new to the cache).
    for (let i = 0; i < 5; i++)
      await (await fetch(`${base}/listings/search?warm=${i}`)).arrayBuffer()
    const pageTimes: number[] = []
    for (const query of fs.readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
      const started = performance.now()
      const reply = await fetch(`${base}/listings/search?${query}`)
      await reply.arrayBuffer()
      if (!reply.ok) throw new Error(`/listings/search?${query} answered ${reply.status}`)
      pageTimes.push(performance.now() - started)
    }
    return { queryTimes, pageTimes }
  } finally {
    server.kill('SIGTERM')
    await sleep(1000)
  }
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const list = `${dataDir}/searches.txt`
  fs.writeFileSync(list, randomSearches(searches).join('\n') + '\n')
  const { process: feedProcess, url: feedUrl } = await startSyntheticFeed(total)
  const pgPort = process.env.PG_TEST_PORT || '54351'
  const pg = (...args: string[]) =>
    execFileSync('bash', ['scripts/pg.sh', ...args], {
      env: { ...process.env, PG_TEST_PORT: pgPort },
      encoding: 'utf8',
    }).trim()
  const results: { label: string; queryTimes: number[]; pageTimes: number[] }[] = []
  try {
    results.push({
      label: 'SQLite',
      ...(await run('SQLite', `file:./${dataDir}/site.db`, feedUrl, list)),
    })
    if (postgresAvailable()) {
      pg('destroy')
      const url = pg('start', 'bench')
      results.push({ label: 'PostgreSQL', ...(await run('PostgreSQL', url, feedUrl, list)) })
    } else console.log('PostgreSQL is not installed here: SQLite only.')
  } finally {
    feedProcess.kill('SIGTERM')
    if (postgresAvailable()) pg('destroy')
  }

  console.log(
    `\n${searches} random searches over ${total} listings (query: its second pass; page: each asked once):`,
  )
  for (const r of results) {
    const f = (xs: number[], p: number) => percentile(xs, p).toFixed(1).padStart(7)
    console.log(
      `  ${r.label.padEnd(10)} query p50 ${f(r.queryTimes, 0.5)} ms  p95 ${f(r.queryTimes, 0.95)} ms   page p50 ${f(r.pageTimes, 0.5)} ms  p95 ${f(r.pageTimes, 0.95)} ms`,
    )
  }
  const sqlite = results[0]!
  const q95 = percentile(sqlite.queryTimes, 0.95)
  const p95 = percentile(sqlite.pageTimes, 0.95)
  console.log('\nBudgets (SQLite):')
  console.log(
    `  ${q95 <= 20 ? 'PASS' : 'MISS'}  search query p95 ≤ 20 ms      ${q95.toFixed(1)} ms`,
  )
  console.log(
    `  ${p95 <= 150 ? 'PASS' : 'MISS'}  search page p95 ≤ 150 ms     ${p95.toFixed(1)} ms`,
  )
}

await main()
