import { spawn, type ChildProcess } from 'node:child_process'

import { startArgs } from '../../scripts/start-args.mjs'
import { E2E_PAYLOAD_SECRET } from './test-env'

/**
 * One more production server of the existing build, beside the browser tests' own (server.ts),
 * started as `npm start` starts it, for a test that needs a second process or other settings.
 * `env` names its database, its SITE_URL and anything else it differs in; resolves once
 * /api/health answers 200 (its start migrates and may seed an empty database).
 */
export async function startAnotherServer(
  port: number,
  env: Record<string, string | undefined>,
  timeoutMs = 150_000,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, startArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PAYLOAD_SECRET: E2E_PAYLOAD_SECRET,
      SMTP_URL: '',
      ...env,
    },
  })
  const until = Date.now() + timeoutMs
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
  while (!(await healthy())) {
    if (server.exitCode !== null) throw new Error(`the server on port ${port} exited on start`)
    if (Date.now() > until) {
      server.kill('SIGTERM')
      throw new Error(`the server on port ${port} did not answer /api/health in time`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return server
}
