// `npm run bench:valuation`: how close the home-value estimate comes. A fresh SQLite database is
// migrated and seeded with the demo inventory (as `npm run dev` does on a fresh install), then
// every sale closed in the 12 months before today is estimated as it would have been the day it
// closed: from the sales before it only (leave-one-out), with the rates learned from the sales
// before its month. Prints the median absolute percentage error, the shares within 5, 10 and
// 20 %, and the coverage (the share that got an estimate), overall and per county.
// Budget (demo data): median error ≤ 8 %, coverage ≥ 90 %.
// Env: BENCH_DATABASE_URL measures that database instead (the agent's own data; no budget).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))
const own = process.env.BENCH_DATABASE_URL
const dir = '.bench-valuation'
if (!own) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
}
process.env.DATABASE_URL = own || `file:./${dir}/site.db`
delete process.env.RESO_API_URL // the demo inventory is seeded only when no feed is configured

const { payloadClient } = await import('../src/lib/payload')
const { readSales } = await import('../src/features/sellers/valuation/store')
const { measureAccuracy } = await import('../src/features/sellers/valuation/accuracy')

const BUDGET = { medianError: 0.08, coverage: 0.9 }

const payload = await payloadClient()
const now = Date.now()
const sales = await readSales(payload, now)
const started = performance.now()
const accuracy = measureAccuracy(sales, now)
const ms = performance.now() - started

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`)
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
console.log(
  `Home-value estimate on ${own ? 'the database in BENCH_DATABASE_URL' : 'the demo inventory'}: ` +
    `${sales.length} closed sales in the store; each sale closed ${day(accuracy.from)} to ` +
    `${day(accuracy.asOf)} estimated from the sales before it (${ms.toFixed(0)} ms in all).\n`,
)
const head = ['area', 'sales', 'estimated', 'coverage', 'median error', '≤ 5 %', '≤ 10 %', '≤ 20 %']
const rows = [
  ['all', accuracy.overall] as const,
  ...Object.entries(accuracy.counties).map(([county, s]) => [`${county} County`, s] as const),
].map(([name, s]) => [
  name,
  String(s.sales),
  String(s.estimated),
  pct(s.coverage),
  pct(s.medianError),
  pct(s.within5),
  pct(s.within10),
  pct(s.within20),
])
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
for (const row of [head, ...rows])
  console.log(
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  '),
  )

const { medianError, coverage } = accuracy.overall
const errorOk = medianError !== null && medianError <= BUDGET.medianError
const coverageOk = coverage >= BUDGET.coverage
console.log(
  `\nBudget${own ? ' (for the demo data; shown here for reference)' : ''}: median error ≤ ` +
    `${pct(BUDGET.medianError)}: ${pct(medianError)} ${errorOk ? 'ok' : 'OVER'}; coverage ≥ ` +
    `${pct(BUDGET.coverage)}: ${pct(coverage)} ${coverageOk ? 'ok' : 'UNDER'}`,
)
const met = errorOk && coverageOk
console.log(met ? 'Every budget met.' : own ? '' : 'Budget missed.')
process.exit(met || own ? 0 : 1)
