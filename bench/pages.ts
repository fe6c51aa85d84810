// `npm run bench:pages`: how many visitors the EXISTING production build (it builds nothing)
// serves, as `npm start` serves it, on a fresh SQLite database with the demo content. For home, a
// community page, a market report, a blog post and a listing page, and beside them one of the
// build's script files served by the same server in the same run: requests/s and p50/p99 latency
// at 20 concurrent connections (browsers' Accept-Encoding), after one warm-up request each.
// Budget: each page ≥ 0.8 × the static file's requests/s.
// Env: NEXT_DIST_DIR, BENCH_PORT (default 3194), BENCH_SECONDS (10), BENCH_CONNECTIONS (20).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { startArgs } from '../scripts/start-args.mjs'
import { siteEnv, waitHealthy } from './site'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3194)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const base = `http://127.0.0.1:${port}`
const dataDir = '.bench-pages'
const RATIO = 0.8
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' }

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

function measure(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + url, connections, duration: seconds, headers: BROWSER },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`no production build in ${distDir}/: run \`npm run build\` first`)
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
      await fetch(base + url, { headers: BROWSER }).then((r) => r.arrayBuffer())
      const result = await measure(url)
      const rate = result.requests.average
      const errors = result.errors + result.timeouts + result.non2xx
      if (name === 'static file') staticRate = rate
      const ratio = rate / staticRate
      const pass = name === 'static file' || (ratio >= RATIO && errors === 0)
      failed ||= !pass
      console.log(
        `${name.padEnd(14)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
          `errors ${errors}  ${name === 'static file' ? url : `${ratio.toFixed(2)} × static  ${pass ? 'ok' : 'UNDER BUDGET'}  ${url}`}`,
      )
    }
    if (failed)
      console.log('\nSome budget was missed (printed above); this is a benchmark, exit 0.')
  } finally {
    server.kill('SIGTERM')
  }
}

await main()
