// What bench:web makes of its Lighthouse runs: the audits that cost points, the table of scores
// and script sizes, and the verdict on each budget.
import { GZIP_LEVEL } from './web-pages.mjs'

/** The Lighthouse categories measured, performance first. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The main-thread and paint metrics each page is held to against the floor's, by audit id. */
export const METRICS = { tbt: 'total-blocking-time', lcp: 'largest-contentful-paint' }
/** A page's median against the floor's median in the same run. */
/**
 * Total Blocking Time counts only the part of each task beyond 50 ms, so on a fast machine the
 * floor's reads 0 and any ratio is meaningless: a page within 50 ms of the floor (less than one
 * task's allowance) passes too.
 */
export const AGAINST_FLOOR = { performancePoints: 3, tbtTimes: 1.5, tbtSlackMs: 50, lcpMs: 400 }

export const kib = (bytes) => bytes / 1024
const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`

// Every audit that costs points. Performance diagnostics carry no weight, so those are listed only
// when the Lighthouse report itself would call them failed (under 0.9), as pointers for the metrics.
export function failingAudits(lhr, category) {
  const failing = []
  for (const ref of lhr.categories[category].auditRefs) {
    const a = lhr.audits[ref.id]
    if (!a || ref.group === 'hidden') continue
    const metric = category === 'performance' && ref.weight > 0
    const pass = category === 'performance' && !metric ? 0.9 : 1
    if (a.scoreDisplayMode !== 'error' && !(typeof a.score === 'number' && a.score < pass)) continue
    const value = a.displayValue ? ` (${a.displayValue})` : ''
    const score = metric ? ` [metric score ${Math.round(a.score * 100)}]` : ''
    failing.push(a.title + value + score)
  }
  return failing
}

export function printTable(results, runs) {
  const head = ['route', 'perf', 'a11y', 'best-practices', 'seo', 'TBT', 'LCP']
  head.push('JS gzip KiB', 'Δ vs floor KiB')
  head.push('JS+CSS sent KiB')
  const rows = results.map((r, i) => [
    `${r.name} ${r.path}`,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    ms(r.metrics.tbt),
    ms(r.metrics.lcp),
    kib(r.js.gzipBytes).toFixed(1),
    i === 0 ? '—' : (r.js.deltaKiB >= 0 ? '+' : '') + r.js.deltaKiB.toFixed(1),
    kib(r.sentBytes).toFixed(1),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) =>
    `| ${cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`
  const rule = widths.map((w, i) => '-'.repeat(i ? w + 1 : w + 2) + (i ? ':' : '')).join('|')
  console.log(`\nLighthouse mobile, median of ${runs} runs. JS: first-load /_next/static scripts,`)
  console.log(`gzip level ${GZIP_LEVEL} (node zlib), nomodule polyfills excluded (the budget, as`)
  console.log(
    'the floor was measured); sent: the same scripts and the styles as the server sends them.\n',
  )
  console.log([line(head), `|${rule}|`, ...rows.map(line)].join('\n'))
  for (const r of results) {
    for (const [c, audits] of Object.entries(r.failing)) {
      console.log(`\n${r.name} ${r.path}: ${c} ${r.scores[c]}, failing audits:`)
      for (const a of audits.length ? audits : ['(no single audit; see .bench/lighthouse/)'])
        console.log(`  - ${a}`)
    }
  }
}

export function budgetVerdicts(results) {
  const verdicts = []
  const floor = results[0]
  const { performancePoints, tbtTimes, tbtSlackMs, lcpMs } = AGAINST_FLOOR
  for (const r of results.slice(1)) {
    const route = `${r.name} ${r.path}`
    const check = (budget, ok, actual) => verdicts.push({ route, budget, ok, actual })
    const perfFloor = floor.scores.performance - performancePoints
    check(
      `performance ≥ floor − ${performancePoints}`,
      r.scores.performance >= perfFloor,
      `${r.scores.performance} (floor ${floor.scores.performance})`,
    )
    const tbtRatio = r.metrics.tbt / Math.max(1, floor.metrics.tbt)
    check(
      `TBT ≤ ${tbtTimes} × floor`,
      tbtRatio <= tbtTimes || r.metrics.tbt - floor.metrics.tbt <= tbtSlackMs,
      `${ms(r.metrics.tbt)} = ${tbtRatio.toFixed(2)} × floor ${ms(floor.metrics.tbt)}`,
    )
    const lcpOver = r.metrics.lcp - floor.metrics.lcp
    check(
      `LCP ≤ floor + ${lcpMs} ms`,
      lcpOver <= lcpMs,
      `${ms(r.metrics.lcp)} = floor ${lcpOver >= 0 ? '+' : '−'} ${ms(Math.abs(lcpOver))}`,
    )
    for (const c of CATEGORIES.slice(1)) check(`${c} = 100`, r.scores[c] === 100, r.scores[c])
    const delta = `${r.js.deltaKiB.toFixed(1)} KiB over floor`
    check(`JS ≤ floor + ${r.jsBudget} KiB`, r.js.deltaKiB <= r.jsBudget, delta)
    if (r.map) {
      const size = kib(r.map.gzipBytes)
      check(
        `map code ≤ ${r.mapBudget} KiB`,
        size <= r.mapBudget,
        `${size.toFixed(1)} KiB gzip (${r.map.files.length} files)`,
      )
    }
  }
  console.log('\nBudgets:')
  const width = Math.max(...verdicts.map((v) => v.route.length))
  for (const v of verdicts)
    console.log(
      `  ${v.ok ? 'PASS' : 'MISS'}  ${v.route.padEnd(width)}  ${v.budget.padEnd(24)} ${v.actual}`,
    )
  const missed = verdicts.filter((v) => !v.ok).length
  console.log(missed ? `\n${missed} budget(s) missed (a benchmark: exit code 0).` : '\nAll met.')
  return verdicts
}
