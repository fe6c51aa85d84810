import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { seedDemoListings } from '@/features/listings/demo/seed'
import { measureAccuracyIfStale } from '@/features/sellers/valuation/measure'
import {
  computeAndStoreMarketFigures,
  figuresAreCurrent,
  storedMarketFigures,
} from '@/features/market/store'
import { investmentColumnsMissing, refreshInvestmentColumns } from '@/features/investors/columns'
import { envValue } from '@/lib/env'

import { seedDemoContentDocs } from './content'
import { demoSiteSettings } from './siteSettings'

export const DEMO_EMAIL = 'demo@example.com'

/** Idempotent: fills only what is empty, so a restart or a second process changes nothing. */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.agentName) {
    await payload.updateGlobal({ slug: 'site-settings', data: demoSiteSettings })
    payload.logger.info('Seeded demo site settings.')
  }
  await seedDemoContentDocs(payload)
  const listings = await seedDemoListings(payload)
  if (listings.forSale)
    payload.logger.info(
      `Seeded ${listings.forSale} demo homes for sale, ${listings.sold} demo closed sales and ${listings.leases} demo leases (no MLS feed is configured).`,
    )
  // The home-value estimate's published accuracy, on the sales just seeded or a day old.
  await measureAccuracyIfStale(payload)
  // The market reports' figures, from the sales just seeded, on the first start with a feed, or
  // when a definition changed since they were stored.
  if (listings.forSale || !figuresAreCurrent(await storedMarketFigures(payload)))
    await computeAndStoreMarketFigures(payload)
  // The search's investment columns (estimated rent, cap rate, price per unit), from the homes and
  // leases just seeded, or on the first start of a store that never had them.
  if (listings.forSale || (await investmentColumnsMissing(payload)))
    await refreshInvestmentColumns(payload)
  await seedDemoUser(payload)
}

async function seedDemoUser(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const password = envValue('SEED_DEMO_PASSWORD') || crypto.randomBytes(9).toString('base64url')
  await payload.create({
    collection: 'users',
    // The agent who runs the site: every studio right, studio users and site settings included.
    data: { email: DEMO_EMAIL, password, name: 'Demo agent', role: 'admin' },
  })
  // Printed once, when the user is made; it is not stored anywhere in clear text.
  console.log(
    [
      '',
      '┌──────────────────────────────────────────────────────────┐',
      '  Studio demo sign-in (shown once, keep it):',
      `    email:    ${DEMO_EMAIL}`,
      `    password: ${password}`,
      '└──────────────────────────────────────────────────────────┘',
      '',
    ].join('\n'),
  )
}
