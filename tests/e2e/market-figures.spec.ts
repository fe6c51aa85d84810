import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { tsCommand } from '../../src/lib/tsCommand'
import { agentDate } from '../../src/lib/timeZone'
import { ResoServer } from '../support/resoServer'
import { startAnotherServer } from './anotherServer'
import { published, type Report } from './content-api'
import { signInToStudio } from './fixtures'
import { E2E_PAYLOAD_SECRET, E2E_PORT } from './test-env'

// A site fed by an MLS (a RESO Web API server on loopback) on a database of its own: each listing
// sync that brings closed sales changes the market report's figures and charts, with no restart.
const port = E2E_PORT + 9
const site = `http://127.0.0.1:${port}`
const dataDir = path.resolve('.tmp/e2e-market')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

let feed: ResoServer
let server: ChildProcess | undefined
let env: Record<string, string>

/** A sale closed today in Hackettstown, as the MLS sends it. */
function closedSale(n: number, price: number) {
  const today = agentDate(new Date())
  feed.put(`MF${n}`, {
    ListingId: `MF${n}`,
    StandardStatus: 'Closed',
    ListPrice: price,
    ClosePrice: price,
    CloseDate: today,
    OnMarketDate: agentDate(new Date(), -40),
    PurchaseContractDate: agentDate(new Date(), -20),
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    LivingArea: 2000,
    UnparsedAddress: `${n} Main St, Hackettstown, NJ 07840`,
    City: 'Hackettstown',
    PostalCode: '07840',
    CountyOrParish: 'Warren',
    StateOrProvince: 'NJ',
  })
}

/** `npm run listings:sync` against the feed, as the site's schedule starts it. */
async function sync() {
  const child = spawn(process.execPath, tsCommand('src/features/listings/sync/cli.ts'), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PAYLOAD_SECRET: E2E_PAYLOAD_SECRET,
      NODE_OPTIONS: '',
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code, output).toBe(0)
}

const thisMonth = () => MONTHS[Number(agentDate(new Date()).slice(5, 7)) - 1]!

/** The report as a visitor opens it, until it shows `median` and `sales` this month. */
async function expectReport(page: Page, median: string, sales: number) {
  const hero = page.locator('section').first()
  const salesChart = page.getByRole('list', { name: 'Sales Activity' })
  await expect(async () => {
    await page.goto(`${site}/market-update/hackettstown`)
    await expect(hero.locator('dd').first()).toHaveText(median, { timeout: 1000 })
    await expect(salesChart.getByRole('listitem').last()).toContainText(
      `${thisMonth()}: ${sales} sales`,
      { timeout: 1000 },
    )
  }).toPass({ timeout: 30_000 })
}

test.describe('a site fed by an MLS', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.mkdirSync(dataDir, { recursive: true })
    feed = await new ResoServer({ pageSize: 50 }).start()
    env = {
      DATABASE_URL: `file:${dataDir}/site.db`,
      SITE_URL: site,
      OUTBOX_DIR: `${dataDir}/outbox`,
      LISTING_PHOTOS_DIR: `${dataDir}/photos`,
      RESO_API_URL: feed.url,
      RESO_TOKEN_URL: `${feed.url}/token`,
      RESO_CLIENT_ID: 'site',
      RESO_CLIENT_SECRET: 'secret',
      RESO_REQUESTS_PER_SECOND: '50',
      LISTINGS_SYNC_MINUTES: '0',
    }
    server = await startAnotherServer(port, env)
  })

  test.afterAll(async () => {
    server?.kill('SIGTERM')
    await feed?.stop()
  })

  test('a listing sync that brings closed sales changes the report’s figures and chart', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    // Twelve sales at 600,000 … 622,000: the middle two are 610,000 and 612,000.
    for (let n = 0; n < 12; n++) closedSale(n, 600_000 + n * 2000)
    await sync()
    await expectReport(page, '$611,000', 12)
    await expect(page.locator('section').first()).toContainText(
      'Median price: based on 12 closed sales',
    )

    // Six more at 700,000: of eighteen, the middle two are 616,000 and 618,000.
    for (let n = 12; n < 18; n++) closedSale(n, 700_000)
    await sync()
    await expectReport(page, '$617,000', 18)
    await expect(page.locator('section').first()).toContainText(
      'Median price: based on 18 closed sales',
    )

    // The reports' index and the town's community page give the same figures, each with what it
    // counts: the days are the average from listing to contract (20 for every sale here).
    await expect(async () => {
      await page.goto(`${site}/market-update`)
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Hackettstown.* median/ }) })
      await expect(card).toContainText('$617,000 median', { timeout: 1000 })
      await expect(
        card.getByRole('list', { name: 'Where the Hackettstown figures come from' }),
      ).toContainText('Median price: based on 18 closed sales', { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(async () => {
      await page.goto(`${site}/communities/hackettstown`)
      const snapshot = page.locator('section', {
        has: page.getByRole('heading', { name: 'Hackettstown Market Snapshot' }),
      })
      await expect(snapshot).toContainText('$617,000', { timeout: 1000 })
      await expect(snapshot).toContainText('20 days avg', { timeout: 1000 })
      await expect(
        snapshot.getByRole('list', { name: 'Where these figures come from' }),
      ).toContainText(
        'Days on market: the average from listing to contract; based on 18 closed sales',
        { timeout: 1000 },
      )
    }).toPass({ timeout: 20_000 })
  })
})

test('the studio shows beside a report the figures the MLS gives its area and their sales', async ({
  page,
}) => {
  // On the browser tests' own site, whose demo inventory has two years of sales.
  const report = await published<Report>(page.request, 'market-reports', 'warren-county')
  await page.goto('/studio/login')
  await signInToStudio(page)
  await page.goto(`/studio/collections/market-reports/${report.id}`)
  const figures = page.getByRole('region', { name: 'Figures from the MLS for Warren County' })
  await expect(figures).toBeVisible({ timeout: 30_000 })
  const row = figures.getByRole('row', { name: /^Median price, 12 months/ })
  await expect(row).toContainText(/\$[\d,]+/)
  await expect(row).toContainText(/Based on \d+ closed sales, .* from the MLS; updated/)
  await expect(page.getByText('Show my typed figures for')).toBeVisible()
})
