// `npm run bench:trace`: where a page's main-thread time goes while it loads on a slow phone. Against
// the EXISTING production build (tests/e2e/server.ts, throwaway SQLite), Chromium at 4x CPU
// slowdown (Lighthouse's mobile CPU) loads each page in a fresh context, records a Chrome trace
// from navigation until a second after `load`, and prints the main thread's time by kind (script
// evaluation and calls, HTML parsing, style and layout, paint, garbage collection, the rest), the
// scripts that took the most, the tasks over 50 ms and their blocking time (the part past 50 ms),
// first paint and the document's size: medians of BENCH_RUNS loads (default 3). Nothing is
// judged: the figures explain bench:web's. Traces are kept in .bench/traces/ (open them in
// Chrome's Performance panel).
// Env: BENCH_PAGES (paths, comma-separated; default `/`), BENCH_RUNS, BENCH_PORT (default 3191),
// CPU_SLOWDOWN (default 4), CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { launchChromium, startTestServer } from './browserBench.mjs'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))
const port = Number(process.env.BENCH_PORT || 3191)
const slowdown = Number(process.env.CPU_SLOWDOWN || 4)
const runs = Number(process.env.BENCH_RUNS || 3)
const pages = (process.env.BENCH_PAGES || '/').split(',').map((p) => p.trim())
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Trace event names by the kind of work the Performance panel files them under. */
const KINDS = {
  script: [
    'EvaluateScript',
    'FunctionCall',
    'v8.compile',
    'v8.run',
    'RunMicrotasks',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'FireIdleCallback',
    'v8.produceCache',
    'ScriptCatchup',
  ],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  'style & layout': [
    'UpdateLayoutTree',
    'Layout',
    'RecalculateStyles',
    'IntersectionObserverController::computeIntersections',
  ],
  paint: [
    'Paint',
    'PrePaint',
    'Commit',
    'Layerize',
    'UpdateLayer',
    'CompositeLayers',
    'RasterTask',
  ],
  gc: [
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
    'V8.GC_MARK_COMPACTOR',
    'BlinkGC.AtomicPhase',
    'V8.GCFinalizeMC',
    'V8.GCScavenger',
  ],
}
const kindOf = new Map(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((n) => [n, kind])),
)

/** One load of `url` under CPU slowdown, traced; the trace's events. */
async function traceLoad(browser, url, file) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'v8',
        'blink',
        'loading',
        'toplevel',
        '__metadata',
      ],
    },
  })
  await page.goto(url, { waitUntil: 'load' })
  await sleep(1000)
  await cdp.send('Tracing.end')
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no trace of ${url} within 30 s`)), 30_000)
  })
  await Promise.race([done, late]).finally(() => clearTimeout(timer))
  await context.close()
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events }))
  return events
}

/** Main-thread self time by kind and by script, tasks over 50 ms, first paint. */
function summarize(events, url) {
  // The page's own navigation (the trace also holds the blank page the tab opened with); when
  // Chrome leaves its address off, the moment the page was asked for, in the renderer that painted.
  const asked = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url)
  const painted = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > (asked?.ts ?? 0))
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) ??
    (asked && painted ? { ts: asked.ts, pid: painted.pid } : null)
  if (!nav) throw new Error(`no navigation to ${url} in the trace`)
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === nav.pid && e.args.name === 'CrRendererMain',
  )
  const main = events
    .filter((e) => e.pid === nav.pid && e.tid === thread.tid && e.ph === 'X' && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const byKind = { script: 0, parse: 0, 'style & layout': 0, paint: 0, gc: 0, other: 0 }
  const byScript = new Map()
  // Self time: each event's duration less its children's, filed under its own kind or, for an
  // event of no known kind, its nearest parent's (a task's bare remainder is "other").
  const nodes = []
  const stack = []
  let blocking = 0
  let longTasks = 0
  for (const e of main) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop()
    const parent = stack.at(-1)
    const dur = e.dur ?? 0
    const node = {
      end: e.ts + dur,
      kind: kindOf.get(e.name) ?? parent?.kind ?? 'other',
      url: e.args?.data?.url || parent?.url || '',
      self: dur,
    }
    if (parent) parent.self -= dur
    else if (dur > 50_000) {
      longTasks++
      blocking += dur - 50_000
    }
    stack.push(node)
    nodes.push(node)
  }
  for (const node of nodes) {
    byKind[node.kind] += node.self
    if (node.kind === 'script' && node.url)
      byScript.set(node.url, (byScript.get(node.url) ?? 0) + node.self)
  }
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)
  const ms = (us) => us / 1000
  return {
    kinds: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, ms(v)])),
    scripts: Object.fromEntries(
      [...byScript].map(([u, v]) => [u.replace(/^https?:\/\/[^/]+/, ''), ms(v)]),
    ),
    longTasks,
    blocking: ms(blocking),
    fcp: paint ? ms(paint.ts - nav.ts) : NaN,
  }
}

let server

async function main() {
  server = await startTestServer(port)
  const { base } = server
  fs.mkdirSync('.bench/traces', { recursive: true })
  const browser = await launchChromium()
  console.log(`Main-thread time while loading, ${slowdown}x CPU slowdown, median of ${runs} loads`)
  for (const pagePath of pages) {
    const html = await (await fetch(base + pagePath)).text()
    await fetch(base + pagePath) // warm the server's render
    const results = []
    for (let i = 1; i <= runs; i++) {
      const file = `.bench/traces/${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-')}-${i}.json`
      // Now and then a trace lacks its navigation (as Lighthouse's NO_NAVSTART): load again.
      for (let attempt = 1; ; attempt++) {
        try {
          results.push(summarize(await traceLoad(browser, base + pagePath, file), base + pagePath))
          break
        } catch (error) {
          if (attempt === 4 || !/no navigation/.test(error.message)) throw error
        }
      }
    }
    const med = (pick) => median(results.map(pick))
    const kinds = Object.keys(results[0].kinds).map(
      (k) => `${k} ${med((r) => r.kinds[k]).toFixed(0)}`,
    )
    const total = med((r) => Object.values(r.kinds).reduce((a, b) => a + b, 0))
    console.log(
      `\n${pagePath}: HTML ${(html.length / 1024).toFixed(1)} KiB, ` +
        `${(html.match(/<[a-z]/g) ?? []).length} elements in the HTML`,
    )
    console.log(`  main thread ${total.toFixed(0)} ms: ${kinds.join(', ')} (ms)`)
    console.log(
      `  first contentful paint ${med((r) => r.fcp).toFixed(0)} ms; ` +
        `tasks over 50 ms ${med((r) => r.longTasks)}, blocking ${med((r) => r.blocking).toFixed(0)} ms`,
    )
    const urls = [...new Set(results.flatMap((r) => Object.keys(r.scripts)))]
    const top = urls.map((u) => [u, med((r) => r.scripts[u] ?? 0)]).sort((a, b) => b[1] - a[1])
    for (const [u, t] of top.slice(0, 6))
      console.log(`    script ${t.toFixed(0).padStart(5)} ms  ${u}`)
  }
  await browser.close()
}

main()
  .catch((error) => {
    console.error(`bench:trace could not measure: ${error.stack}`)
    process.exitCode = 1
  })
  .finally(() => server?.stop())
