/**
 * Writes the tables of docs/configuration.md from the declared environment variables
 * (src/lib/env/variables.ts), keeping the page's hand-written text: `node scripts/run-ts.mjs
 * scripts/configuration-doc.ts`. scripts/check-generated.sh runs it and fails on a difference.
 */
import fs from 'node:fs'

import { withEnvTables } from '../src/lib/env/doc'

const page = new URL('../docs/configuration.md', import.meta.url)
const before = fs.readFileSync(page, 'utf8')
const after = withEnvTables(before)
if (after !== before) {
  fs.writeFileSync(page, after)
  console.log('docs/configuration.md: tables written from src/lib/env/variables.ts')
}
