// `npm run bench:pages`: how many visitors the EXISTING production build (it builds nothing)
// serves, as `npm start` serves it, on a fresh SQLite database with the demo content. For home, a
// community page, a market report, a blog post and a listing page, and beside them one of the
// build's script files served by the same server in the same run: requests/s and p50/p99 latency
// at 20 concurrent connections (a mobile browser's request headers), once each is ready (the
// script compressed, the page kept). Budget: each page ≥ 0.8 × the static file's requests/s.
//
// The load comes from wrk (Debian's package, installed when missing), a C client that counts the
// bytes of each answer without reading them. A client in JavaScript shares this machine's two
// cores with the server and can cost more per answer than the server: autocannon, measured here,
// turns every body into a string; on home it used a whole core (89 µs of CPU a page) while the
// server used 63 % of one, so it measured itself and not the pages.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3194), BENCH_SECONDS (10), BENCH_CONNECTIONS (20).
import { execFile, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { startArgs } from '../scripts/start-args.mjs'
import { siteEnv, sleep, waitHealthy } from './site'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3194)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-pages'
const RATIO = 0.8
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

type Run = {
  requests: number
  durationUs: number
  bytes: number
  p50Us: number
  p99Us: number
  connect: number
  read: number
  write: number
  status: number
  timeout: number
}

function startServer() {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  return spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: siteEnv({ name: 'bench-pages', port, dataDir }),
  })
}

/** The first link on `page` one level below `prefix` (other than `besides`): a document's page. */
async function firstLink(page: string, prefix: string, besides: string[] = []) {
  const html = await (await fetch(base + page)).text()
  const pattern = new RegExp(`href="(${prefix}/([^"/?#]+))"`, 'g')
  const found = [...html.matchAll(pattern)].find((m) => !besides.includes(m[2]!))?.[1]
  if (!found) throw new Error(`no link to ${prefix}/… on ${page}`)
  return found
}

/** `seconds` of load on `url` from wrk, one thread, `connections` kept-alive connections. */
async function measure(url: string): Promise<Run> {
  const headers = Object.entries(BROWSER).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', 'bench/wrk-report.lua']
  // Not a sync call: this process's own kept-alive connections must see the server close them.
  const { stdout: out } = await promisify(execFile)('wrk', [...args, ...headers, base + url])
  const report = out.trim().split('\n').at(-1) ?? ''
  try {
    return JSON.parse(report) as Run
  } catch {
    throw new Error(`wrk printed no report:\n${out}`)
  }
}

/**
 * Until the server has `url` ready as every visitor after the first gets it: the script in its
 * brotli copy (compressed off the main thread after its first request), a page from the page
 * cache. A measure of anything else would compare other things.
 */
async function untilReady(url: string, isStatic: boolean) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(base + url, { headers: BROWSER })
    await response.arrayBuffer()
    const ready = isStatic
      ? response.headers.get('content-encoding') === 'br'
      : response.headers.get('x-page-cache') === 'hit'
    if (response.status === 200 && ready) return
    await sleep(100)
  }
  throw new Error(`${url} was never served ${isStatic ? 'in brotli' : 'from the page cache'}`)
}

const ms = (us: number) => `${(us / 1000).toFixed(1).padStart(5)} ms`

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
  execFileSync('bash', ['scripts/ensure-system-deps.sh', 'wrk'], { stdio: 'inherit' })
  const server = startServer()
  try {
    await waitHealthy(base)
    const home = await (await fetch(base + '/')).text()
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    if (!script) throw new Error('no script file on the home page')
    const targets: [string, string][] = [
      ['static file', script],
      ['home', '/'],
      ['community', await firstLink('/communities', '/communities')],
      ['market report', await firstLink('/market-update', '/market-update')],
      ['blog post', await firstLink('/blog', '/blog')],
      ['listing', await firstLink('/listings/search', '/listings', ['search', 'saved', 'in'])],
    ]
    console.log(
      `\n${connections} connections, ${seconds} s each, on one server (budget: each page ≥ ${RATIO} × the static file's requests/s)\n`,
    )
    let staticRate = 0
    let failed = false
    for (const [name, url] of targets) {
      await untilReady(url, name === 'static file')
      const run = await measure(url)
      const rate = run.requests / (run.durationUs / 1e6)
      const errors = run.connect + run.read + run.write + run.status + run.timeout
      const size = `${(run.bytes / run.requests / 1024).toFixed(1)} KiB`
      if (name === 'static file') staticRate = rate
      const ratio = rate / staticRate
      const pass = name === 'static file' || (ratio >= RATIO && errors === 0)
      failed ||= !pass
      console.log(
        `${name.padEnd(14)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${ms(run.p50Us)}  p99 ${ms(run.p99Us)}  ` +
          `${size.padStart(8)}  errors ${errors}  ${name === 'static file' ? url : `${ratio.toFixed(2)} × static  ${pass ? 'ok' : 'UNDER BUDGET'}  ${url}`}`,
      )
    }
    if (failed)
      console.log('\nSome budget was missed (printed above); this is a benchmark, exit 0.')
  } finally {
    server.kill('SIGTERM')
  }
}

await main()
