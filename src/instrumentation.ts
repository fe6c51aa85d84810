/**
 * Runs once when the server starts: refuse to run production without a secret, then connect,
 * migrate and seed before the first visitor arrives (rather than on their request).
 */
export async function register() {
  // Next.js's own variables, as Next.js sets them (the edge runtime must not load lib/env).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const { MISSING_SECRET_MESSAGE, envValue, isProduction, rawEnv } = await import('./lib/env')
  if (isProduction() && !envValue('PAYLOAD_SECRET')) {
    console.error(`\n${MISSING_SECRET_MESSAGE}\n`)
    process.exit(1)
  }
  if (isProduction() && rawEnv('SITE_ROLE') !== 'email-worker') {
    // Not fatal (leads are stored either way), but the agent would wait for emails that never go.
    if (!envValue('SMTP_URL'))
      console.warn('SMTP_URL is not set: lead emails are written to the outbox folder, not sent.')
    if (!envValue('SITE_URL'))
      console.warn('SITE_URL is not set: links in emails and sitemap.xml point to localhost.')
  }
  const { payloadClient } = await import('./lib/payload')
  const { scheduleSending, startSending } = await import('./features/leads/delivery/sender')
  const { siteProcesses } = await import('./lib/siteProcesses')
  // Under `npm start` one process serves the site ("web") and a second one sends the lead emails
  // ("email-worker", started by server/main.ts); anywhere else one process does both.
  const role = rawEnv('SITE_ROLE')
  const sends = role !== 'web'
  const serves = role !== 'email-worker'
  // The timers start whatever happens below: with the database back, they carry on by themselves.
  if (sends) scheduleSending(payloadClient)
  if (serves) {
    // A publish or a sync in another process of the site (PostgreSQL) refreshes this one's pages.
    const { expireEverythingEachMinute, listenToOtherProcesses } =
      await import('./features/content/publish/acrossProcesses')
    listenToOtherProcesses()
    expireEverythingEachMinute()
    const { scheduleListingSync } = await import('./features/listings/sync/schedule')
    scheduleListingSync()
    const { scheduleDailyAlerts } = await import('./features/listings/alerts/schedule')
    scheduleDailyAlerts()
    const { scheduleValueUpdates } = await import('./features/sellers/lead/schedule')
    scheduleValueUpdates()
    const { scheduleMonthlyReports } = await import('./features/market/subscription/schedule')
    scheduleMonthlyReports()
    const { scheduleEmptyDraftRemoval } = await import('./features/content/collections/emptyDrafts')
    scheduleEmptyDraftRemoval()
    // The lead endpoints, for the production server to answer without Next.js (server/leadIntake.ts).
    const endpoints = {
      '/api/newsletter': (await import('./app/(frontend)/api/newsletter/route')).POST,
      '/api/contact': (await import('./app/(frontend)/api/contact/route')).POST,
      '/api/mortgage-calculator': (await import('./app/(frontend)/api/mortgage-calculator/route'))
        .POST,
      '/api/listing-inquiry': (await import('./app/(frontend)/api/listing-inquiry/route')).POST,
      '/api/investment-inquiry': (await import('./app/(frontend)/api/investment-inquiry/route'))
        .POST,
      '/api/saved-homes': (await import('./app/(frontend)/api/saved-homes/route')).POST,
      '/api/alerts': (await import('./app/(frontend)/api/alerts/route')).POST,
      '/api/seller-lead': (await import('./app/(frontend)/api/seller-lead/route')).POST,
      '/api/report-subscription': (await import('./app/(frontend)/api/report-subscription/route'))
        .POST,
    }
    siteProcesses().leadEndpoints = Object.fromEntries(
      Object.entries(endpoints).map(([path, POST]) => [path, POST.handle]),
    )
    // For the studio's actions, refused before Next.js decodes them (server/studioActions.ts).
    siteProcesses().studioSignedIn = async (headers) =>
      Boolean((await (await payloadClient()).auth({ headers })).user)
    // Counted until there is one, then no more (a site whose users were all removed gets its
    // demo user back at the next start).
    let hasUsers = false
    siteProcesses().studioHasUsers = async () =>
      (hasUsers ||= (await (await payloadClient()).count({ collection: 'users' })).totalDocs > 0)
  }
  try {
    const payload = await payloadClient() // migrates and seeds, before the first visitor
    // The email worker (server/emailWorker.ts), once the database is ready: it neither migrates
    // nor seeds. Set by server/main.ts when the web process leaves the sending to a worker.
    if (!sends) return siteProcesses().startEmailWorker?.()
    await startSending(payload, { worker: role === 'email-worker' })
  } catch (error) {
    // Keep serving: /api/health reports the database as unreachable and pages show the error page.
    console.error('Could not connect to the database at start-up:', error)
    siteProcesses().startEmailWorker?.() // its timers send once the database is back
  }
}
