/**
 * `npm run listings:sync` (add `-- --full` for the key-list check too): one sync of the MLS feed
 * from the command line, beside a running site or on a fresh database (Payload migrates first).
 * Prints a progress line and a summary; exits 1 on failure, 0 when another sync is running.
 */
import { afterListingSyncOf } from '@/lib/afterListingSync'
import { payloadClient } from '@/lib/payload'

import { runSearchAlerts } from '../alerts/run'
import { feedConfig } from './config'
import { refreshSite } from './refresh'
import { syncListings } from './run'

const full = process.argv.includes('--full')

async function main() {
  if (!feedConfig()) {
    console.error(
      'No MLS feed is configured: set RESO_API_URL (and its credentials) to sync listings.',
    )
    return 1
  }
  const payload = await payloadClient()
  const tty = process.stdout.isTTY
  const summary = await syncListings(payload, {
    full,
    progress: (line) => (tty ? process.stdout.write(`\r${line.padEnd(78)}`) : console.log(line)),
  })
  if (tty) process.stdout.write('\n')
  if (!summary) {
    console.log('Another listing sync is running; this one stops.')
    return 0
  }
  if (summary.added || summary.changed || summary.removed || summary.sold || summary.leases) {
    // What other features do after a sync that changed something (the config lists the steps:
    // the market figures, the home-value accuracy, the investment columns), here rather than in
    // the site's process.
    for (const step of afterListingSyncOf(payload)) {
      const started = Date.now()
      await step
        .run(payload)
        .then(() => console.log(`After the sync, ${step.name}: ${Date.now() - started} ms.`))
        .catch((error) => console.error(`After the sync, ${step.name} failed:`, error))
    }
    await refreshSite() // a site running beside this shows the changes now
  }
  // Instant alerts go out within the sync: the homes it just stored that match each search.
  const alerts = await runSearchAlerts(payload, { due: 'instant' }).catch((error) => {
    console.error('Home alerts failed (tried again after the next sync):', error)
    return { alerts: 0, sent: 0, failed: 0 }
  })
  console.log(
    `Listing sync done in ${summary.seconds.toFixed(1)} s: ${summary.records} records read, ` +
      `${summary.added} new, ${summary.changed} changed, ${summary.removed} removed, ` +
      `${summary.sold} closed sales, ${summary.leases} leases, ` +
      `${summary.openHouses} open houses, ${summary.photos.fetched} photos fetched` +
      (summary.photos.failed ? ` (${summary.photos.failed} failed)` : '') +
      (summary.reconciled ? ', key list checked.' : '.') +
      (alerts.alerts ? ` Home alerts: ${alerts.sent} sent, ${alerts.failed} failed.` : ''),
  )
  return 0
}

// Run as the main module (`node --import tsx`), not through `payload run`: that loads this file
// from a promise nothing waits on, and under load the process ended with code 0 before the sync
// had even started. The database connections stay open, so the end is explicit.
const code = await main().catch((error) => {
  console.error(`Listing sync failed: ${error instanceof Error ? error.message : String(error)}`)
  return 1
})
process.exit(code)
