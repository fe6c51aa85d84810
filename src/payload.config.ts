import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Migration } from 'payload'
import sharp from 'sharp'

import { Communities } from './features/content/collections/Communities'
import { emailJobsCollection } from './features/leads/collections/emailJobs'
import { leadExportPlugin } from './features/leads/collections/exportPlugin'
import { inboxCsvEndpoint } from './features/leads/inbox/endpoint'
import { LeadEvents } from './features/leads/timeline/LeadEvents'
import { leadTimelineEndpoint } from './features/leads/timeline/endpoint'
import { MarketReports } from './features/content/collections/MarketReports'
import { ListingFeed } from './features/listings/collections/ListingFeed'
import { Listings } from './features/listings/collections/Listings'
import {
  ListingHistory,
  ListingOpenHouses,
  ListingPhotos,
} from './features/listings/collections/children'
import { Media } from './features/content/collections/Media'
import { Pages } from './features/content/collections/Pages'
import { Posts } from './features/content/collections/Posts'
import { Testimonials } from './features/content/collections/Testimonials'
import { keepFieldErrors } from './features/studio/fieldErrors'
import { Users } from './features/studio/Users'
import { SiteSettings } from './features/site/settings'
import { HomeValueAccuracy } from './features/sellers/valuation/AccuracyGlobal'
import { homeValueAfterSync } from './features/sellers/valuation/measure'
import type { AfterListingSyncConfig } from './lib/afterListingSync'
import { MarketFiguresGlobal } from './features/market/MarketFiguresGlobal'
import { marketFiguresAfterSync } from './features/market/store'
import { investmentColumnsAfterSync } from './features/investors/columns'
import { deliveryTask } from './features/leads/delivery/sendTask'
import type { LeadTypesConfig } from './features/leads'
import { malformedIdPlugin } from './features/studio/malformedId'
import { mediaStoragePlugin } from './features/content/mediaStorage'
import {
  databaseUrl,
  ensureSqliteFolder,
  isPostgresUrl,
  payloadSecret,
  rawEnv,
  studioOrigins,
} from './lib/env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { LEAD_COLLECTIONS, LEAD_TYPES } from './leadTypes'
import { seedDemoContent } from './seed'
import { siteMail } from './lib/mail'
import { sqliteClient } from './lib/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's S3 storage adapter (and the cloud storage plugin under it) is published at 3.90.1
// only; package.json's overrides give it the site's own payload and @payloadcms/ui, one copy of
// each. Payload's version check, which runs outside production, would call that an error; the
// versions are checked instead by features/content/mediaStorageSettings.test.ts.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true' // a write, for Payload to read
const url = databaseUrl()
const onPostgres = isPostgresUrl(url)

function database() {
  if (onPostgres) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
    })
  }
  ensureSqliteFolder(url)
  const adapter = sqliteAdapter({
    client: { url },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
  })
  // Payload's adapter would set WAL and the lock wait on its first connection only: it is given a
  // client whose every connection has them (lib/sqlite.ts).
  return {
    ...adapter,
    init: (args: Parameters<typeof adapter.init>[0]) =>
      Object.assign(adapter.init(args), { client: sqliteClient(url) }),
  }
}

export default buildConfig({
  // No serverURL on purpose: uploads keep relative URLs (/api/media/file/…), which next/image
  // serves as local images and which stay right when the site moves to another address.
  // Studio cookies are only honoured for requests from the site's own origin (an empty list would
  // let any site's page use a signed-in agent's cookie):
  csrf: studioOrigins(),
  routes: { admin: '/studio' },
  // Neither the site nor the studio uses GraphQL; off, it cannot be asked for costly queries.
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Studio' },
    // The leads waiting for an answer first, then the listing feed's health (a warning when the
    // listings are over 12 hours old).
    components: {
      // The site's name and the agent's initials instead of Payload's logo.
      graphics: {
        Logo: '@/features/studio/Brand#StudioLogo',
        Icon: '@/features/studio/Brand#StudioIcon',
      },
      views: {
        inbox: { Component: '@/features/leads/inbox/InboxView#InboxView', path: '/inbox' },
      },
      beforeNavLinks: ['@/features/leads/inbox/InboxLink#InboxLink'],
      beforeDashboard: [
        '@/features/leads/desk/LeadDesk#LeadDesk',
        '@/features/listings/studio/FeedHealth.client#FeedHealth',
      ],
    },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [
    Pages,
    Communities,
    MarketReports,
    Posts,
    Testimonials,
    Media,
    ...LEAD_COLLECTIONS,
    LeadEvents,
    Listings,
    ListingPhotos,
    ListingOpenHouses,
    ListingHistory,
    Users,
  ],
  globals: [SiteSettings, ListingFeed, HomeValueAccuracy, MarketFiguresGlobal],
  // Every kind of lead, for the delivery queue, the hand-offs, the desk, the inbox and the
  // timeline (read with leadTypesOf).
  // What other features do after each listing sync that changed something, in the sync's process
  // (read with afterListingSyncOf): the market figures are computed again, then the home-value
  // estimate is measured on the new sales, then each shown listing's estimated rent, cap rate and
  // price per unit (the search's investment filters) are worked out against the leases.
  custom: {
    leadTypes: LEAD_TYPES,
    afterListingSync: [marketFiguresAfterSync, homeValueAfterSync, investmentColumnsAfterSync],
  } satisfies LeadTypesConfig & AfterListingSyncConfig,
  // The studio inbox's spreadsheet: every lead its filters match, with the consent ledger; and
  // one lead's timeline, read again by its page after each save.
  endpoints: [inboxCsvEndpoint, leadTimelineEndpoint],
  // A refused save says which fields are wrong, so the studio marks each one.
  hooks: { afterError: [keepFieldErrors] },
  // CSV export of the current filter, in each lead list's menu.
  plugins: [
    leadExportPlugin(LEAD_COLLECTIONS.map((collection) => collection.slug)),
    // Uploads in an S3-compatible bucket when S3_BUCKET is set, else in data/media.
    mediaStoragePlugin(),
    // Last, so that it also reaches the collections the plugins above add.
    malformedIdPlugin,
  ],
  jobs: {
    tasks: [deliveryTask],
    // Lead deliveries are claimed and run by features/leads/delivery/queue.ts (right after a lead is
    // stored, and every minute), not by Payload's autoRun: see claimLeadJobs.
    deleteJobOnComplete: true,
    jobsCollectionOverrides: emailJobsCollection,
    // Nobody runs, queues or cancels jobs over HTTP (by default any signed-in user, an editor
    // too, could run the lead emails in the web process); the site's own code does, through the
    // local API, which these rules do not bind.
    access: { run: () => false, queue: () => false, cancel: () => false },
  },
  // Every email, the studio's own included, through SMTP_URL or the outbox folder.
  email: siteMail,
  editor: lexicalEditor(),
  secret: payloadSecret(),
  telemetry: false,
  // The types come from `npm run generate` and are checked in CI. Left on, Payload would start a
  // generator process on every start outside production (each test and command) and rewrite the
  // committed file while tests read it.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: database(),
  sharp,
  onInit: async (payload) => {
    // The email worker starts once the web process has done both (server/emailWorker.ts).
    if (rawEnv('SITE_ROLE') === 'email-worker') return
    // The schema comes from committed migrations, on every start and for both databases.
    // (The generated index types each migration's args per adapter; `migrate` takes the base type.)
    const migrations = (onPostgres
      ? postgresMigrations
      : sqliteMigrations) as unknown as Migration[]
    await payload.db.migrate({ migrations })
    await seedDemoContent(payload)
  },
})
