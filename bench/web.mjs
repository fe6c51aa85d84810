// `npm run bench:web`: measures the speed and quality budgets (printed at the end) against an existing
// production build. It builds nothing, so the numbers describe exactly the build you made
// (`npm run build`, or `NEXT_DIST_DIR=.next-bench npm run build` to keep it apart).
// Missed budgets are printed but exit 0: this is a benchmark. Non-zero means "could not measure".
// Env: NEXT_DIST_DIR, BENCH_BLOG_POST (a post path), BENCH_PORT (default: any free port),
// BENCH_RUNS (default 5), CHROME_PATH (default /usr/bin/chromium), BENCH_ONLY (route names to
// measure, comma-separated, e.g. `listing,home`; the floor is always measured: JS is counted from it),
// BENCH_THROTTLING (`simulate`, Lighthouse's default and the budgets' measure, or `devtools`: the
// page really loaded over slow 4G at 4x CPU, which shows what a render-blocking request costs; see
// docs/development.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { startArgs } from '../scripts/start-args.mjs'
import { GZIP_LEVEL, bytesSent, firstLoadJs, mapCode, warmPreloadedImages } from './web-pages.mjs'
import {
  CATEGORIES,
  METRICS,
  budgetVerdicts,
  failingAudits,
  kib,
  printTable,
} from './web-report.mjs'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const distDir = process.env.NEXT_DIST_DIR || '.next'
const runs = Number(process.env.BENCH_RUNS || 5)
const throttling = process.env.BENCH_THROTTLING || 'simulate'
if (!['simulate', 'devtools'].includes(throttling)) {
  console.error(`BENCH_THROTTLING is "${throttling}": use simulate or devtools.`)
  process.exit(2)
}
const CHROME_FLAGS = CHROMIUM_FLAGS.join(' ')
// A seeded demo post by default; BENCH_BLOG_POST names another (a path).
const blogPost = process.env.BENCH_BLOG_POST || '/blog/lake-living-sussex-county'
const ROUTES = [
  { name: 'floor', path: '/bench-floor' },
  { name: 'home', path: '/', jsBudget: 20 },
  { name: 'community', path: '/communities/andover', jsBudget: 20 },
  { name: 'market report', path: '/market-update/andover', jsBudget: 20 },
  { name: 'blog post', path: blogPost, jsBudget: 20 },
  { name: 'calculator', path: '/mortgage-calculator', jsBudget: 45 },
  // A listing page: BENCH_LISTING names one (a path), else the first one sitemap.xml lists.
  { name: 'listing', path: process.env.BENCH_LISTING || null, jsBudget: 25 },
  // The search before its map opens; the map's own code is measured apart (mapCode).
  { name: 'search', path: '/listings/search', jsBudget: 30, mapBudget: 60 },
  // The sellers' tools. The estimate of a typical Andover home from the demo sales, shown in the
  // page (`shows`); a filled-in estimate is kept out of search engines on purpose (noindex), so
  // Lighthouse's "blocked from indexing" audit is left out of its SEO score.
  {
    name: 'home value',
    path: '/home-value?place=Andover&type=single-family&beds=3&baths=2&sqft=1800&lot=0.5&year=1985&condition=average',
    jsBudget: 25,
    shows: 'Estimated value on',
    skipAudits: ['is-crawlable'],
  },
  { name: 'net sheet', path: '/sellers/net-sheet', jsBudget: 25 },
  { name: 'investors', path: '/investors', jsBudget: 20 },
].filter((route) => {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
  return !only || route.name === 'floor' || only.includes(route.name)
})

let server, lighthouseChild, stopping
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const slug = (p) => (p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9]+/gi, '-'))
const load = () => Number(os.loadavg()[0].toFixed(2))

/** The first listing page that sitemap.xml names (the demo inventory on a fresh database). */
async function firstListingPath(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const found = /<loc>[^<]*?(\/listings\/[^<]+)<\/loc>/.exec(xml)
  if (!found) throw new Error('no listing page in sitemap.xml to measure')
  return found[1]
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    const env = process.env.NEXT_DIST_DIR ? `NEXT_DIST_DIR=${distDir} ` : ''
    throw new Error(`no production build in ${distDir}/: run \`${env}npm run build\` first`)
  }
  // A path, not a URL: Lighthouse only ever runs against our own server on 127.0.0.1.
  if (!blogPost.startsWith('/')) throw new Error('BENCH_BLOG_POST must be a path')
  if (process.env.BENCH_LISTING && !process.env.BENCH_LISTING.startsWith('/'))
    throw new Error('BENCH_LISTING must be a path')
  // A fresh database every time, so each run measures the same freshly seeded demo content.
  fs.rmSync('.bench', { recursive: true, force: true })
  fs.mkdirSync('.bench/lighthouse', { recursive: true })
  const loadBefore = load()
  const port = await freePort(Number(process.env.BENCH_PORT || 0))
  const base = `http://127.0.0.1:${port}`
  await startServer(port, base)
  for (const r of ROUTES.filter((route) => !route.path)) r.path = await firstListingPath(base)

  // Fetching each page first also warms the server, so Lighthouse does not time a cold render,
  // and its preloaded (LCP) image, so it does not time the optimizer's one-off first resize:
  // on a live site the first visitor pays that once, every later one gets the cached file.
  const results = []
  for (const r of ROUTES) {
    if (r.shows && !(await (await fetch(base + r.path)).text()).includes(r.shows))
      throw new Error(`${r.path} does not show "${r.shows}" on the demo data`)
    results.push({ ...r, url: base + r.path, js: await firstLoadJs(base, r.path) })
    await warmPreloadedImages(base, r.path)
    results.at(-1).sentBytes = await bytesSent(base, r.path)
    if (r.mapBudget) results.at(-1).map = await mapCode(base, r.path)
  }
  for (const r of results) r.js.deltaKiB = kib(r.js.gzipBytes - results[0].js.gzipBytes)
  // Round by round: the floor's run i and every page's run i are taken one after another, so a
  // machine that grows busier or quieter over the minutes a bench takes moves the floor's median
  // as much as the pages', instead of the floor's runs all falling in its first minute.
  const lhrsOf = new Map(results.map((r) => [r, []]))
  for (let i = 1; i <= runs; i++) {
    for (const r of results) {
      console.log(`Lighthouse ${r.name} ${r.path}, run ${i}/${runs}`)
      // As the server keeps it: a public page is kept a minute after a visit renders it (runs
      // take longer), so each run follows a fetch and times the page, not its render.
      await (await fetch(r.url)).arrayBuffer()
      lhrsOf
        .get(r)
        .push(await lighthouse(r.url, `.bench/lighthouse/${slug(r.path)}-${i}.json`, r.skipAudits))
    }
  }
  for (const r of results) {
    const lhrs = lhrsOf.get(r)
    // benchmarkIndex is Lighthouse's CPU speed probe: low or scattered values mean a busy machine.
    r.runs = lhrs.map((lhr) => ({
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
      ...Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
      ),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }))
    r.scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(r.runs.map((s) => s[c]))]))
    r.metrics = Object.fromEntries(
      Object.keys(METRICS).map((name) => [name, median(r.runs.map((s) => s[name]))]),
    )
    // Each category's failures come from the run that scored its median, so they explain it.
    r.failing = {}
    for (const c of CATEGORIES.filter((c) => r.scores[c] < 100))
      r.failing[c] = failingAudits(lhrs[r.runs.findIndex((s) => s[c] === r.scores[c])], c)
  }

  printTable(results, runs)
  const verdicts = budgetVerdicts(results)
  // Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine (tests,
  // builds) inflates TBT and lowers performance; the load average says how far to trust it.
  const loadAverage = { cores: os.cpus().length, before: loadBefore, after: load() }
  const busy = Math.max(loadBefore, loadAverage.after) > loadAverage.cores
  const speed = results.flatMap((r) => r.runs.map((s) => Math.round(s.benchmarkIndex)))
  console.log(`\nLoad average ${loadBefore} → ${loadAverage.after} on ${loadAverage.cores} cores;`)
  console.log(`Lighthouse benchmarkIndex ${Math.min(...speed)} to ${Math.max(...speed)}.`)
  // The floor's LCP is the yardstick: its spread says how much a median of it can move.
  const floorLcp = results[0].runs.map((s) => Math.round(s.lcp).toLocaleString('en-US'))
  console.log(`Throttling: ${throttling}; the floor's LCP run by run: ${floorLcp.join(', ')} ms.`)
  if (busy)
    console.log('The machine was busy: performance scores likely read low; rerun when idle.')
  const meta = {
    date: new Date().toISOString(),
    distDir,
    gzipLevel: GZIP_LEVEL,
    runs,
    throttling,
    loadAverage,
  }
  fs.writeFileSync('.bench/results.json', JSON.stringify({ ...meta, results, verdicts }, null, 2))
  console.log('Raw results: .bench/results.json; Lighthouse reports: .bench/lighthouse/')
}

// Checked up front, so a stranger's server on the port cannot answer our health check.
function freePort(wanted) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (e) => reject(new Error(`Port ${wanted} is not free: ${e.message}`)))
    probe.listen(wanted, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(port, base) {
  const log = fs.openSync('.bench/server.log', 'a')
  // The production server of `npm start`, in
  // its own process group, so stopServer also reaches everything it starts.
  server = spawn(process.execPath, startArgs(), {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BENCH_FLOOR: '1',
      PAYLOAD_SECRET: 'bench-web-fixed-secret-not-for-production',
      DATABASE_URL: 'file:./.bench/site.db',
    },
  })
  let exited = null
  server.once('exit', (code, signal) => (exited = code ?? signal))
  console.log(`Serving ${distDir}/ on ${base} (log: .bench/server.log)`)
  // Migrating and seeding a new SQLite file takes a while on 2 cores.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && exited === null;) {
    const health = fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })
    if (await health.then((r) => r.status === 200).catch(() => false)) return
    await sleep(500)
  }
  const tail = fs.readFileSync('.bench/server.log', 'utf8').split('\n').slice(-30).join('\n')
  const why = exited !== null ? `exited (${exited})` : 'was not healthy within 180 s'
  throw new Error(`the server ${why}; end of .bench/server.log:\n${tail}`)
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return
  const gone = new Promise((resolve) => server.once('exit', () => resolve(true)))
  const kill = (signal) => {
    try {
      process.kill(-server.pid, signal)
    } catch {} // already gone
  }
  kill('SIGTERM')
  if (!(await Promise.race([gone, sleep(5000)]))) kill('SIGKILL')
}

// The CLI rather than the Node API: each run gets a fresh Chrome, and a crash stays in the child.
// Retries: on a busy 2-core box a run now and then times out through no fault of the page (one
// more try), and with Debian's Chromium 156 a trace now and then lacks its navigation start
// (NO_NAVSTART and the other NO_* trace errors, "Please run Lighthouse again": up to four tries;
// it failed twice in a row once in a 50-run bench). Anything else is a real failure, reported soon.
function lighthouse(url, out, skipAudits = [], attempt = 1) {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')
  const args = [cli, url, '--quiet', '--output=json', `--output-path=${out}`]
  args.push(`--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`)
  if (skipAudits.length) args.push(`--skip-audits=${skipAudits.join(',')}`)
  args.push(`--throttling-method=${throttling}`)
  fs.rmSync(out, { force: true })
  return new Promise((resolve, reject) => {
    let stderr = ''
    lighthouseChild = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    })
    lighthouseChild.stderr.on('data', (d) => (stderr += d))
    lighthouseChild.once('error', reject)
    lighthouseChild.once('exit', (code) => {
      lighthouseChild = undefined
      const lhr = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null
      const missing = CATEGORIES.find((c) => typeof lhr?.categories[c]?.score !== 'number')
      const why = lhr?.runtimeError?.message ?? (missing && `no ${missing} score`)
      if (code === 0 && !why) return resolve(lhr)
      const error = new Error(`Lighthouse ${url} exited ${code}: ${why}\n${stderr.slice(-2000)}`)
      const tries = /^NO_/.test(lhr?.runtimeError?.code ?? '') ? 4 : 2
      if (attempt >= tries || stopping) return reject(error)
      const firstLine = error.message.split('\n')[0]
      console.warn(`  Lighthouse failed (try ${attempt} of ${tries}), retrying: ${firstLine}`)
      resolve(lighthouse(url, out, skipAudits, attempt + 1))
    })
  })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    stopping = true
    lighthouseChild?.kill('SIGINT') // Lighthouse closes its own Chrome on SIGINT
    await stopServer()
    process.exit(130)
  })
}

try {
  await main()
} catch (error) {
  console.error(`\nbench:web could not measure: ${error.message}`)
  process.exitCode = 1
} finally {
  await stopServer()
}
