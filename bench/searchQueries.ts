// One database's search-query timings for `npm run bench:search`: the site's own query code
// (countMatches + readPage, without the cache) for each search in the file named first, one query
// string a line, after one untimed pass over them (a server that has been serving has its code
// compiled and the database's pages in memory; the cache of searches is not used either way).
// Prints one JSON line: the milliseconds each search took.
import fs from 'node:fs'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { readCriteria } from '../src/features/listings/search/criteria'
import { countMatches, readPage, readTowns } from '../src/features/listings/search/query'
import { listingDb } from '@/lib/db/listings'

const queries = fs
  .readFileSync(process.argv[2]!, 'utf8')
  .split('\n')
  .filter((line) => line !== '')
const payload = await getPayload({ config })
const db = listingDb(payload)
const towns = await readTowns(db)
const now = new Date()
async function search(query: string): Promise<number> {
  const criteria = readCriteria(new URLSearchParams(query))
  const started = performance.now()
  const total = await countMatches(db, criteria, towns, now)
  await readPage(db, criteria, towns, total, now)
  return performance.now() - started
}
for (const query of queries) await search(query)
const times: number[] = []
for (const query of queries) times.push(await search(query))
console.log(JSON.stringify(times))
process.exit(0)
