// Adds up the JSON reports of every test runner into the one closing line CI reads.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.tmp/results'
let passed = 0
let failed = 0
let skipped = 0
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  } else if (report.stats) {
    // Playwright: "expected" passed, "flaky" passed on retry, "unexpected" failed.
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
  console.log(`  ${file}: read`)
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
