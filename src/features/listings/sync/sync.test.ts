import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'

import { beforeEach, describe, expect, it, vi } from 'vitest'

import { tsCommand } from '@/lib/tsCommand'

import { listing, syncTestBed } from '../../../../tests/support/syncTestBed'
import { ResoClient } from './resoClient'
import { syncListings } from './run'

// The real sync against a RESO Web API server on loopback, on a real database.
const bed = syncTestBed('listings-sync')

describe('listing sync', () => {
  beforeEach(() => bed.fresh())

  it('reads every page through @odata.nextLink, then only what changed since the watermark', async () => {
    for (let n = 1; n <= 8; n++)
      bed.feed.put(`K${n}`, { ...listing(n), Media: bed.feed.photos(`K${n}`, 2) })
    const first = await syncListings(bed.payload, { config: bed.config() })
    expect(first).toMatchObject({ records: 8, added: 8 })
    const replication = bed.feed.requests.filter(
      (r) => r.startsWith('GET /Property') && !r.includes('select'),
    )
    expect(replication.length).toBe(3) // pages of 3, 3 and 2
    expect((await bed.rows({ shown: { equals: true } })).map((r) => r.ListingKey)).toEqual([
      'K1',
      'K2',
      'K3',
      'K4',
      'K5',
      'K6',
      'K7',
      'K8',
    ])
    const photos = await bed.photosOf('K3')
    expect(photos.map((p) => [p.Order, p.alt])).toEqual([
      [0, 'Photo 1 of K3'],
      [1, 'Photo 2 of K3'],
    ])
    for (const width of [480])
      expect(fs.existsSync(path.join(bed.dir, 'photos', `${photos[0]!.file}-${width}.webp`))).toBe(
        true,
      )

    bed.feed.put('K2', { ListPrice: 389_000, PriceChangeTimestamp: bed.feed.tick() })
    bed.feed.requests.length = 0
    const second = await syncListings(bed.payload, { config: bed.config() })
    expect(second).toMatchObject({ changed: 1, added: 0 })
    // Only the changed record and the one at the watermark's own timestamp are read again.
    expect(second!.records).toBeLessThanOrEqual(2)
    expect(bed.feed.requests.find((r) => r.startsWith('GET /Property'))).toContain(
      'ModificationTimestamp%20ge%20',
    )
    const history = await bed.historyOf('K2')
    expect(history.map((h) => [h.kind, h.ListPrice])).toEqual([
      ['listed', 402_000],
      ['price', 389_000],
    ])
    expect((await bed.rows({ ListingKey: { equals: 'K2' } }))[0]!.ListPrice).toBe(389_000)
  })
  it('takes closed, withdrawn and deleted listings out of public view, keeping closed ones marked', async () => {
    for (let n = 1; n <= 4; n++) bed.feed.put(`C${n}`, listing(n))
    await syncListings(bed.payload, { config: bed.config() })
    bed.feed.put('C1', { StandardStatus: 'Closed', ClosePrice: 395_000, CloseDate: '2026-11-20' })
    bed.feed.put('C2', { StandardStatus: 'Withdrawn' })
    bed.feed.put('C3', { MlgCanView: false })
    bed.feed.properties.delete('C4') // a hard delete: only the key list shows it
    const summary = await syncListings(bed.payload, { config: bed.config(), full: true })
    expect(summary).toMatchObject({ removed: 4, reconciled: true })
    const all = await bed.rows()
    expect(all.map((r) => [r.ListingKey, r.shown, r.StandardStatus, Boolean(r.removedAt)])).toEqual(
      [
        ['C1', false, 'Closed', false],
        ['C2', false, 'Withdrawn', true],
        ['C3', false, 'Active', true],
        ['C4', false, 'Active', true],
      ],
    )
    expect((await bed.historyOf('C1')).map((h) => [h.kind, h.StandardStatus])).toEqual([
      ['listed', 'Active'],
      ['status', 'Closed'],
    ])
  })

  it('dates a home first seen on the market since earlier (a feed’s first sync) by its OnMarketDate', async () => {
    bed.feed.put('M1', { ...listing(1), OnMarketDate: '2026-10-05' })
    await syncListings(bed.payload, { config: bed.config() })
    const [listed] = await bed.historyOf('M1')
    expect(listed).toMatchObject({ kind: 'listed' })
    // That day in New Jersey, as the listing page shows it.
    expect(new Date(listed!.at).toLocaleDateString('en-US', { timeZone: 'America/New_York' })).toBe(
      '10/5/2026',
    )
  })

  it('shows a home first seen after a price cut as listed at its original price, then cut', async () => {
    bed.feed.put('R1', {
      ...listing(1),
      OnMarketDate: '2026-10-05',
      OriginalListPrice: 425_000,
      ListPrice: 409_000,
      PriceChangeTimestamp: '2026-10-20T15:00:00.000Z',
    })
    await syncListings(bed.payload, { config: bed.config() })
    const history = await bed.historyOf('R1')
    expect(history.map((h) => [h.kind, h.ListPrice, h.at.slice(0, 10)])).toEqual([
      ['listed', 425_000, '2026-10-05'],
      ['price', 409_000, '2026-10-20'],
    ])
  })

  it('keeps a cut the feed dates before its listing after it in the history', async () => {
    bed.feed.put('R2', {
      ...listing(2),
      OnMarketDate: '2026-10-05',
      OriginalListPrice: 425_000,
      ListPrice: 409_000,
      // The morning of the listing day: before the listing's own noon.
      PriceChangeTimestamp: '2026-10-05T09:00:00.000Z',
    })
    await syncListings(bed.payload, { config: bed.config() })
    const history = await bed.historyOf('R2')
    expect(history.map((h) => h.kind)).toEqual(['listed', 'price'])
    expect(Date.parse(history[1]!.at)).toBeGreaterThan(Date.parse(history[0]!.at))
  })

  it('fetches a photo again only when its timestamps change, and keeps a listing whose photo breaks', async () => {
    bed.feed.put('P1', { ...listing(1), Media: bed.feed.photos('P1', 2) })
    bed.feed.put('P2', { ...listing(2), Media: bed.feed.photos('P2', 2) })
    await syncListings(bed.payload, { config: bed.config() })
    expect(bed.feed.photoRequests.get('P1-m0')).toBe(1)
    bed.feed.put('P2', { ListPrice: 1 }) // a change that leaves the photos alone
    bed.feed.put('P1', {
      PhotosChangeTimestamp: bed.feed.tick(),
      Media: bed.feed.photos('P1', 2, 'v2'),
    })
    bed.feed.brokenPhotos.add('P1-m1')
    const summary = await syncListings(bed.payload, { config: bed.config() })
    expect(summary!.photos).toEqual({ fetched: 1, failed: 1 })
    expect(bed.feed.photoRequests.get('P1-m0')).toBe(2)
    expect(bed.feed.photoRequests.get('P2-m0')).toBe(1)
    const photos = await bed.photosOf('P1')
    expect(photos.map((p) => Boolean(p.file))).toEqual([true, true]) // the old copy of m1 stays
    expect(photos[1]!.error).toContain('500')
    expect((await bed.rows({ ListingKey: { equals: 'P1' } }))[0]!.shown).toBe(true)
  })

  it('waits as long as Retry-After says on a 429, and renews an expired token', async () => {
    for (let n = 1; n <= 5; n++) bed.feed.put(`T${n}`, listing(n))
    const waits: number[] = []
    const client = new ResoClient(bed.config(), { sleep: async (ms) => void waits.push(ms) })
    bed.feed.throttle = { count: 1, retryAfter: '7' }
    const first = await syncListings(bed.payload, { config: bed.config(), client })
    expect(first!.records).toBe(5)
    expect(waits).toContain(7000)
    bed.feed.revokeTokens() // the server ends the token early: a 401, a new token, the same request
    bed.feed.put('T1', { ListPrice: 1 })
    expect(await syncListings(bed.payload, { config: bed.config(), client })).toMatchObject({
      changed: 1,
    })
    expect(bed.feed.tokensIssued).toBe(2)
  })

  it('renews a token a minute before it expires, without waiting for a refusal', async () => {
    await bed.fresh({ pageSize: 3, tokenSeconds: 3600 })
    let clock = Date.now()
    const client = new ResoClient(bed.config(), { now: () => clock })
    await client.get('Property?$top=1')
    clock += 3540_000 // 59 minutes on: the token has a minute left
    await client.get('Property?$top=1')
    expect(bed.feed.tokensIssued).toBe(2)
    expect(bed.feed.requests.filter((r) => r === 'POST /token')).toHaveLength(2)
  })

  it('files open houses under the listings held and skips those of homes it does not hold', async () => {
    bed.feed.put('H1', listing(1))
    const start = '2026-11-28T18:00:00.000Z'
    const openHouse = (key: string, listingKey: string) => ({
      OpenHouseKey: key,
      ListingKey: listingKey,
      OpenHouseStartTime: start,
      OpenHouseEndTime: '2026-11-28T20:00:00.000Z',
      OpenHouseStatus: 'Active',
      ModificationTimestamp: bed.feed.tick(),
    })
    bed.feed.openHouses.set('OH1', openHouse('OH1', 'H1'))
    bed.feed.openHouses.set('OH2', openHouse('OH2', 'NOT-HELD'))
    expect(await syncListings(bed.payload, { config: bed.config() })).toMatchObject({
      openHouses: 1,
    })
    const [held] = await bed.rows({ ListingKey: { equals: 'H1' } })
    const { docs } = await bed.payload.find({
      collection: 'listing-open-houses',
      where: { listing: { equals: held!.id } },
    })
    expect(docs.map((d) => [d.OpenHouseKey, new Date(d.OpenHouseStartTime).toISOString()])).toEqual(
      [['OH1', start]],
    )
    expect((await bed.payload.count({ collection: 'listing-open-houses' })).totalDocs).toBe(1)
  })

  it('asks for Media by listing key when the server cannot expand it', async () => {
    await bed.fresh({ pageSize: 3, expand: false })
    for (let n = 1; n <= 4; n++)
      bed.feed.put(`E${n}`, { ...listing(n), Media: bed.feed.photos(`E${n}`, 3) })
    expect(await syncListings(bed.payload, { config: bed.config() })).toMatchObject({
      records: 4,
      photos: { fetched: 12, failed: 0 },
    })
    expect(bed.feed.requests.some((r) => r.startsWith('GET /Media'))).toBe(true)
    expect((await bed.photosOf('E4')).length).toBe(3)
  })
  it('resumes after the sync process is killed mid-way, with nothing missed and nothing twice', async () => {
    await bed.fresh({ pageSize: 3 })
    for (let n = 1; n <= 30; n++) bed.feed.put(`R${String(n).padStart(2, '0')}`, listing(n))
    // The feed stops answering after four pages of three: the sync is caught there and killed.
    bed.feed.holdAfterPages = 4
    const cli = () =>
      spawn(process.execPath, tsCommand('src/features/listings/sync/cli.ts'), {
        // A group of its own, so that killing it kills the sync, not only the command's launcher.
        detached: true,
        env: {
          ...process.env,
          RESO_API_URL: bed.feed.url,
          RESO_TOKEN_URL: `${bed.feed.url}/token`,
          RESO_CLIENT_ID: 'site',
          RESO_CLIENT_SECRET: 'secret',
          RESO_REQUESTS_PER_SECOND: '50',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    const pages = () =>
      bed.feed.requests.filter((r) => r.startsWith('GET /Property') && !r.includes('select'))
    const first = cli()
    let said = ''
    first.stdout.on('data', (chunk) => (said += chunk))
    first.stderr.on('data', (chunk) => (said += chunk))
    const ended = once(first, 'close')
    let done = false
    void ended.then(() => (done = true))
    // Starting the command (TypeScript, Payload) takes a while on a loaded machine.
    await vi.waitUntil(() => pages().length > 4 || done, { timeout: 90_000, interval: 20 })
    expect(done, `the sync ended before the feed held it:\n${said}`).toBe(false)
    // The fifth page is held, so the sync can go no further than the fourth: once that one is
    // stored (the sync may ask for the next page while it still writes), kill it there.
    await vi.waitUntil(async () => (await bed.rows()).length >= 12 || done, {
      timeout: 30_000,
      interval: 50,
    })
    process.kill(-first.pid!, 'SIGKILL')
    await ended
    bed.feed.release()
    const storedBefore = (await bed.rows()).length
    expect(storedBefore).toBe(12)

    bed.feed.requests.length = 0
    const second = cli()
    let output = ''
    let errors = ''
    second.stdout.on('data', (chunk) => (output += chunk))
    second.stderr.on('data', (chunk) => (errors += chunk))

    const [code] = await once(second, 'close')
    expect(code, `the second sync failed:\n${output}\n${errors}`).toBe(0)
    // The last stored record is read again (the watermark is inclusive) and is not stored twice.
    expect(output).toMatch(/19 records read, 18 new, 0 changed, 0 removed/)
    // It started from the watermark, not from the beginning.
    expect(decodeURIComponent(pages()[0]!)).toContain('ModificationTimestamp ge ')
    const all = await bed.rows()
    expect(all.map((r) => r.ListingKey)).toEqual(
      Array.from({ length: 30 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`),
    )
    const listed = await bed.payload.find({
      collection: 'listing-history',
      where: { kind: { equals: 'listed' } },
      limit: 100,
    })
    expect(listed.totalDocs).toBe(30)
  }, 180_000)
})
