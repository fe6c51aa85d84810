import { envValue, listenPort } from './env'

/**
 * This site asked from the same machine (a reverse proxy's public address may not loop back):
 * where the server listens (HOST, PORT), or the loopback address when it listens everywhere.
 */
export function localOrigin(fallbackPort = '3000'): string {
  const host = envValue('HOST')
  const port = listenPort(fallbackPort)
  if (!host || host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}
