import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ResoServer } from '../../../../tests/support/resoServer'
import type { FeedConfig } from './config'
import { listingDb } from './db'
import { ResoClient } from './resoClient'
import { syncListings } from './run'

// The real sync, on a real SQLite file (or the empty PostgreSQL database of TEST_DATABASE_URL),
// against a RESO Web API server on loopback.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-sync-'))
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${dir}/site.db`
process.env.PAYLOAD_SECRET = 'listings-sync-test'
process.env.LISTING_PHOTOS_DIR = path.join(dir, 'photos')

let payload: Payload
let feed: ResoServer

const config = (): FeedConfig => ({
  root: feed.url,
  auth: {
    kind: 'client-credentials',
    tokenUrl: `${feed.url}/token`,
    clientId: 'site',
    clientSecret: 'secret',
  },
  requestsPerSecond: 50,
})

const listing = (n: number, fields: Record<string, unknown> = {}) => ({
  ListingId: `GS${100 + n}`,
  StandardStatus: 'Active',
  ListPrice: 400_000 + n * 1000,
  UnparsedAddress: `${n} Lake Shore Dr, Andover, NJ 07821`,
  City: 'Andover',
  PostalCode: '07821',
  CountyOrParish: 'Sussex',
  StateOrProvince: 'NJ',
  BedroomsTotal: 3,
  PublicRemarks: 'A colonial by the lake.',
  ListOfficeName: 'Lakeside Realty',
  ListOfficePhone: '973-555-0100',
  ...fields,
})

const rows = async (where: Record<string, unknown> = {}) =>
  (
    await payload.find({
      collection: 'listings',
      where: where as never,
      limit: 500,
      sort: 'ListingKey',
    })
  ).docs
const historyOf = async (key: string) => {
  const [doc] = await rows({ ListingKey: { equals: key } })
  return (
    await payload.find({
      collection: 'listing-history',
      where: { listing: { equals: doc!.id } },
      sort: 'at',
    })
  ).docs
}
const photosOf = async (key: string) => {
  const [doc] = await rows({ ListingKey: { equals: key } })
  return (
    await payload.find({
      collection: 'listing-photos',
      where: { listing: { equals: doc!.id } },
      sort: 'Order',
    })
  ).docs
}

/** Each test starts from an empty store and a feed never synced. */
async function forgetListings() {
  const db = listingDb(payload)
  for (const table of [db.photos, db.openHouses, db.history, db.listings])
    await db.drizzle.delete(table)
  await payload.updateGlobal({
    slug: 'listing-feed',
    data: {
      watermarkTimestamp: null,
      watermarkKey: null,
      openHouseWatermark: null,
      lastReconcileAt: null,
    },
  })
}

beforeAll(async () => {
  payload = await (await import('@/lib/payload')).payloadClient()
})
afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('listing sync', () => {
  beforeEach(async () => {
    await feed?.stop()
    feed = await new ResoServer({ pageSize: 3 }).start()
    await forgetListings()
  })
  afterAll(() => feed?.stop())

  it('reads every page through @odata.nextLink, then only what changed since the watermark', async () => {
    for (let n = 1; n <= 8; n++)
      feed.put(`K${n}`, { ...listing(n), Media: feed.photos(`K${n}`, 2) })
    const first = await syncListings(payload, { config: config() })
    expect(first).toMatchObject({ records: 8, added: 8 })
    const replication = feed.requests.filter(
      (r) => r.startsWith('GET /Property') && !r.includes('select'),
    )
    expect(replication.length).toBe(3) // pages of 3, 3 and 2
    expect((await rows({ shown: { equals: true } })).map((r) => r.ListingKey)).toEqual([
      'K1',
      'K2',
      'K3',
      'K4',
      'K5',
      'K6',
      'K7',
      'K8',
    ])
    const photos = await photosOf('K3')
    expect(photos.map((p) => [p.Order, p.alt])).toEqual([
      [0, 'Photo 1 of K3'],
      [1, 'Photo 2 of K3'],
    ])
    for (const width of [480])
      expect(fs.existsSync(path.join(dir, 'photos', `${photos[0]!.file}-${width}.webp`))).toBe(true)

    feed.put('K2', { ListPrice: 389_000, PriceChangeTimestamp: feed.tick() })
    feed.requests.length = 0
    const second = await syncListings(payload, { config: config() })
    expect(second).toMatchObject({ changed: 1, added: 0 })
    // Only the changed record and the one at the watermark's own timestamp are read again.
    expect(second!.records).toBeLessThanOrEqual(2)
    expect(feed.requests.find((r) => r.startsWith('GET /Property'))).toContain(
      'ModificationTimestamp%20ge%20',
    )
    const history = await historyOf('K2')
    expect(history.map((h) => [h.kind, h.ListPrice])).toEqual([
      ['listed', 402_000],
      ['price', 389_000],
    ])
    expect((await rows({ ListingKey: { equals: 'K2' } }))[0]!.ListPrice).toBe(389_000)
  })
  it('takes closed, withdrawn and deleted listings out of public view, keeping closed ones marked', async () => {
    for (let n = 1; n <= 4; n++) feed.put(`C${n}`, listing(n))
    await syncListings(payload, { config: config() })
    feed.put('C1', { StandardStatus: 'Closed', ClosePrice: 395_000, CloseDate: '2026-11-20' })
    feed.put('C2', { StandardStatus: 'Withdrawn' })
    feed.put('C3', { MlgCanView: false })
    feed.properties.delete('C4') // a hard delete: only the key list shows it
    const summary = await syncListings(payload, { config: config(), full: true })
    expect(summary).toMatchObject({ removed: 4, reconciled: true })
    const all = await rows()
    expect(all.map((r) => [r.ListingKey, r.shown, r.StandardStatus, Boolean(r.removedAt)])).toEqual(
      [
        ['C1', false, 'Closed', false],
        ['C2', false, 'Withdrawn', true],
        ['C3', false, 'Active', true],
        ['C4', false, 'Active', true],
      ],
    )
    expect((await historyOf('C1')).map((h) => [h.kind, h.StandardStatus])).toEqual([
      ['listed', 'Active'],
      ['status', 'Closed'],
    ])
  })

  it('fetches a photo again only when its timestamps change, and keeps a listing whose photo breaks', async () => {
    feed.put('P1', { ...listing(1), Media: feed.photos('P1', 2) })
    feed.put('P2', { ...listing(2), Media: feed.photos('P2', 2) })
    await syncListings(payload, { config: config() })
    expect(feed.photoRequests.get('P1-m0')).toBe(1)
    feed.put('P2', { ListPrice: 1 }) // a change that leaves the photos alone
    feed.put('P1', { PhotosChangeTimestamp: feed.tick(), Media: feed.photos('P1', 2, 'v2') })
    feed.brokenPhotos.add('P1-m1')
    const summary = await syncListings(payload, { config: config() })
    expect(summary!.photos).toEqual({ fetched: 1, failed: 1 })
    expect(feed.photoRequests.get('P1-m0')).toBe(2)
    expect(feed.photoRequests.get('P2-m0')).toBe(1)
    const photos = await photosOf('P1')
    expect(photos.map((p) => Boolean(p.file))).toEqual([true, true]) // the old copy of m1 stays
    expect(photos[1]!.error).toContain('500')
    expect((await rows({ ListingKey: { equals: 'P1' } }))[0]!.shown).toBe(true)
  })

  it('waits as long as Retry-After says on a 429, and renews an expired token', async () => {
    for (let n = 1; n <= 5; n++) feed.put(`T${n}`, listing(n))
    const waits: number[] = []
    const client = new ResoClient(config(), { sleep: async (ms) => void waits.push(ms) })
    feed.throttle = { count: 1, retryAfter: '7' }
    const first = await syncListings(payload, { config: config(), client })
    expect(first!.records).toBe(5)
    expect(waits).toContain(7000)
    feed.revokeTokens() // the server ends the token early: a 401, a new token, the same request
    feed.put('T1', { ListPrice: 1 })
    expect(await syncListings(payload, { config: config(), client })).toMatchObject({ changed: 1 })
    expect(feed.tokensIssued).toBe(2)
  })

  it('renews a token a minute before it expires, without waiting for a refusal', async () => {
    await feed.stop()
    feed = await new ResoServer({ pageSize: 3, tokenSeconds: 3600 }).start()
    let clock = Date.now()
    const client = new ResoClient(config(), { now: () => clock })
    await client.get('Property?$top=1')
    clock += 3540_000 // 59 minutes on: the token has a minute left
    await client.get('Property?$top=1')
    expect(feed.tokensIssued).toBe(2)
    expect(feed.requests.filter((r) => r === 'POST /token')).toHaveLength(2)
  })

  it('files open houses under the listings held and skips those of homes it does not hold', async () => {
    feed.put('H1', listing(1))
    const start = '2026-11-28T18:00:00.000Z'
    const openHouse = (key: string, listingKey: string) => ({
      OpenHouseKey: key,
      ListingKey: listingKey,
      OpenHouseStartTime: start,
      OpenHouseEndTime: '2026-11-28T20:00:00.000Z',
      OpenHouseStatus: 'Active',
      ModificationTimestamp: feed.tick(),
    })
    feed.openHouses.set('OH1', openHouse('OH1', 'H1'))
    feed.openHouses.set('OH2', openHouse('OH2', 'NOT-HELD'))
    expect(await syncListings(payload, { config: config() })).toMatchObject({ openHouses: 1 })
    const [held] = await rows({ ListingKey: { equals: 'H1' } })
    const { docs } = await payload.find({
      collection: 'listing-open-houses',
      where: { listing: { equals: held!.id } },
    })
    expect(docs.map((d) => [d.OpenHouseKey, new Date(d.OpenHouseStartTime).toISOString()])).toEqual(
      [['OH1', start]],
    )
    expect((await payload.count({ collection: 'listing-open-houses' })).totalDocs).toBe(1)
  })

  it('asks for Media by listing key when the server cannot expand it', async () => {
    await feed.stop()
    feed = await new ResoServer({ pageSize: 3, expand: false }).start()
    for (let n = 1; n <= 4; n++)
      feed.put(`E${n}`, { ...listing(n), Media: feed.photos(`E${n}`, 3) })
    expect(await syncListings(payload, { config: config() })).toMatchObject({
      records: 4,
      photos: { fetched: 12, failed: 0 },
    })
    expect(feed.requests.some((r) => r.startsWith('GET /Media'))).toBe(true)
    expect((await photosOf('E4')).length).toBe(3)
  })
  it('resumes after the sync process is killed mid-way, with nothing missed and nothing twice', async () => {
    await feed.stop()
    feed = await new ResoServer({ pageSize: 3 }).start()
    for (let n = 1; n <= 30; n++) feed.put(`R${String(n).padStart(2, '0')}`, listing(n))
    // The feed stops answering after four pages of three: the sync is caught there and killed.
    feed.holdAfterPages = 4
    const cli = () =>
      spawn(process.execPath, ['--import', 'tsx', 'src/features/listings/sync/cli.ts'], {
        env: {
          ...process.env,
          RESO_API_URL: feed.url,
          RESO_TOKEN_URL: `${feed.url}/token`,
          RESO_CLIENT_ID: 'site',
          RESO_CLIENT_SECRET: 'secret',
          RESO_REQUESTS_PER_SECOND: '50',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    const pages = () =>
      feed.requests.filter((r) => r.startsWith('GET /Property') && !r.includes('select'))
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
    // The fifth page is asked for, so the fourth is stored: kill it there.
    first.kill('SIGKILL')
    await ended
    feed.release()
    const storedBefore = (await rows()).length
    expect(storedBefore).toBe(12)

    feed.requests.length = 0
    const second = cli()
    let output = ''
    second.stdout.on('data', (chunk) => (output += chunk))

    const [code] = await once(second, 'close')
    expect(code).toBe(0)
    // The last stored record is read again (the watermark is inclusive) and is not stored twice.
    expect(output).toMatch(/19 records read, 18 new, 0 changed, 0 removed/)
    // It started from the watermark, not from the beginning.
    expect(decodeURIComponent(pages()[0]!)).toContain('ModificationTimestamp ge ')
    const all = await rows()
    expect(all.map((r) => r.ListingKey)).toEqual(
      Array.from({ length: 30 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`),
    )
    const listed = await payload.find({
      collection: 'listing-history',
      where: { kind: { equals: 'listed' } },
      limit: 100,
    })
    expect(listed.totalDocs).toBe(30)
  }, 180_000)
})
