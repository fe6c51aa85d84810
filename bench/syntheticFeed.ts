// What bench:listings and bench:search share: the synthetic MLS feed in a process of its own, the
// environment that points a site and its sync at it, and waiting for the site to answer.
import { spawn, type ChildProcess } from 'node:child_process'

import { tsCommand } from '../src/lib/tsCommand'
import { siteEnv } from './site'

/** The towns of the synthetic listings (each listing in one of them, in turn). */
export const SYNTHETIC_TOWNS = [
  'Andover',
  'Byram',
  'Sparta',
  'Newton',
  'Blairstown',
  'Hackettstown',
  'Washington',
  'Chester',
]

export { sleep, waitHealthy } from './site'

/**
 * Starts bench/listingsFeed.ts with `total` listings, the last `closed` of them closed sales;
 * resolves with its process and URL.
 */
export async function startSyntheticFeed(
  total: number,
  closed = 0,
): Promise<{ process: ChildProcess; url: string }> {
  const args = tsCommand('bench/listingsFeed.ts', String(total), String(closed))
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk) => resolve(String(chunk).trim()))
    child.once('exit', () => reject(new Error('the feed server stopped')))
  })
  return { process: child, url }
}

/** A site (and its sync) on `databaseUrl`, fed by the synthetic feed, files under `dataDir`. */
export function benchSiteEnv(o: {
  name: string
  port: number
  databaseUrl: string
  dataDir: string
  feedUrl: string
  requestsPerSecond: number
}): NodeJS.ProcessEnv {
  return siteEnv({
    ...o,
    extra: {
      SMTP_URL: process.env.SMTP_URL,
      LISTING_PHOTOS_DIR: `${o.dataDir}/photos`,
      RESO_API_URL: o.feedUrl,
      RESO_TOKEN_URL: `${o.feedUrl}/token`,
      RESO_CLIENT_ID: 'bench',
      RESO_CLIENT_SECRET: 'secret',
      RESO_REQUESTS_PER_SECOND: String(o.requestsPerSecond),
      LISTINGS_SYNC_MINUTES: '0', // the benchmark starts the sync itself, the way the schedule does
    },
  })
}
