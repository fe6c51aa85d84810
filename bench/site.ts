// What the benchmarks that serve the existing build share: the environment of a site on a
// database of its own, and waiting until it answers.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A production site on `port`, its files under `dataDir` (database there unless `databaseUrl`
 * says otherwise), emails to the outbox unless `extra` sets SMTP_URL.
 */
export function siteEnv(o: {
  name: string
  port: number
  dataDir: string
  databaseUrl?: string
  extra?: Record<string, string | undefined>
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next',
    PORT: String(o.port),
    HOST: '127.0.0.1',
    DATABASE_URL: o.databaseUrl ?? `file:./${o.dataDir}/site.db`,
    PAYLOAD_SECRET: `${o.name}-secret-not-for-production`,
    SITE_URL: `http://127.0.0.1:${o.port}`,
    OUTBOX_DIR: `${o.dataDir}/outbox`,
    SMTP_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
    ...o.extra,
  }
}

/** Waits until the site at `base` answers its health check (2 minutes at most). */
export async function waitHealthy(base: string, everyMs = 500): Promise<void> {
  const until = Date.now() + 120_000
  for (;;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    if (Date.now() > until) throw new Error('the server did not become healthy in 2 minutes')
    await sleep(everyMs)
  }
}
