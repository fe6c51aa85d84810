import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/** Every file under a folder, in bytes (0 when there is no such folder). */
function folderBytes(folder: string): number {
  if (!fs.existsSync(folder)) return 0
  let total = 0
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size
  return total
}

const buildCache = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'cache')

test('searches, map boxes and addresses a visitor makes up leave nothing on disk', async ({
  request,
}) => {
  test.setTimeout(180_000)
  // Each kind once, so that what every page reads is in whatever cache there is.
  expect((await request.get('/api/listings/map')).status()).toBe(200)
  expect((await request.get('/listings/search')).status()).toBe(200)
  const before = folderBytes(buildCache)

  const madeUp: string[] = []
  for (let i = 0; i < 120; i++) madeUp.push(`/api/listings/map?minPrice=${100_000 + i * 1000}`)
  for (let i = 0; i < 40; i++) madeUp.push(`/listings/search?maxPrice=${900_000 + i * 1000}`)
  for (let i = 0; i < 40; i++) madeUp.push(`/listings/NOPE${i}-1-made-up-road`)
  for (let i = 0; i < 40; i++) madeUp.push(`/no-such-page-${i}`)
  for (let i = 0; i < 40; i++) madeUp.push(`/blog/no-such-post-${i}`)
  for (let start = 0; start < madeUp.length; start += 8) {
    const answers = await Promise.all(madeUp.slice(start, start + 8).map((p) => request.get(p)))
    for (const answer of answers) expect(answer.status()).toBeLessThan(500)
  }

  // Before, each of these kept a file of its own in the build folder, for ever: about 76 KB per
  // map box. A few KB of growth from anything else the server writes is allowed.
  expect(folderBytes(buildCache) - before).toBeLessThan(64 * 1024)
})
