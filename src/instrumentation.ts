/**
 * Runs once when the server starts: refuse to run production without a secret, then connect,
 * migrate and seed before the first visitor arrives (rather than on their request).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const { MISSING_SECRET_MESSAGE } = await import('./lib/env')
  if (process.env.NODE_ENV === 'production' && !process.env.PAYLOAD_SECRET?.trim()) {
    console.error(`\n${MISSING_SECRET_MESSAGE}\n`)
    process.exit(1)
  }
  if (process.env.NODE_ENV === 'production') {
    // Not fatal (leads are stored either way), but the agent would wait for emails that never go.
    if (!process.env.SMTP_URL?.trim())
      console.warn('SMTP_URL is not set: lead emails are written to the outbox folder, not sent.')
    if (!process.env.SITE_URL?.trim())
      console.warn('SITE_URL is not set: links in emails and sitemap.xml point to localhost.')
  }
  const { payloadClient } = await import('./lib/payload')
  const { releaseLeftoverLeadJobs, runLeadEmails, scheduleLeadEmails } =
    await import('./features/leads/server/queue')
  const { requeueLostLeadEmails } = await import('./features/leads/server/requeue')
  const { databaseUrl, isPostgresUrl } = await import('./lib/env')
  // The timers start whatever happens below: with the database back, they carry on by themselves.
  // Every minute: lost lead emails queued again, then the due ones sent.
  scheduleLeadEmails(payloadClient, requeueLostLeadEmails)
  // A publish or a sync in another process of the site (PostgreSQL) refreshes this one's pages.
  const { expireEverythingEachMinute, listenToOtherProcesses } =
    await import('./features/content/publish/acrossProcesses')
  listenToOtherProcesses()
  expireEverythingEachMinute()
  const { scheduleListingSync } = await import('./features/listings/sync/schedule')
  scheduleListingSync()
  const { scheduleDailyAlerts } = await import('./features/listings/alerts/schedule')
  scheduleDailyAlerts()
  try {
    const payload = await payloadClient()
    // Lead emails the previous server process was sending when it stopped, and those whose job it
    // never wrote: at once on SQLite (no other process can be storing or sending), else once
    // they are older than any store or send in progress. Then sent now, not a minute from now.
    const onlyProcess = !isPostgresUrl(databaseUrl())
    await releaseLeftoverLeadJobs(payload, onlyProcess)
    await requeueLostLeadEmails(payload, onlyProcess ? { olderThanMs: 0 } : {})
    void runLeadEmails(payload, { gather: 0 })
  } catch (error) {
    // Keep serving: /api/health reports the database as unreachable and pages show the error page.
    console.error('Could not connect to the database at start-up:', error)
  }
}
