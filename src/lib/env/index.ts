import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { envValue, listenPort } from './read'

export * from './read'
export { ENV_GROUPS, ENV_NAMES, ENV_ROWS, type EnvName } from './variables'

/** Where the SQLite file, the generated dev secret and uploads live. Git-ignored. */
export const dataDir = () => path.resolve(process.cwd(), 'data')

export const DEFAULT_DATABASE_URL = 'file:./data/site.db'

export function databaseUrl(): string {
  return envValue('DATABASE_URL') || DEFAULT_DATABASE_URL
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** libsql does not create folders: make sure the folder of a `file:` database exists. */
export function ensureSqliteFolder(url: string): void {
  if (!url.startsWith('file:')) {
    throw new Error(
      `DATABASE_URL must start with file:, postgres:// or postgresql:// (got "${url.split(':')[0]}:")`,
    )
  }
  fs.mkdirSync(path.dirname(sqliteFilePath(url)), { recursive: true })
}

/** The file of a `file:` database URL (`file:./data/site.db`, `file:///srv/site.db`), absolute. */
export function sqliteFilePath(url: string): string {
  return path.resolve(process.cwd(), url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))
}

// Next.js's own variables, not settings of the site: read as Next.js sets them.
const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'
/** Next.js inlines NODE_ENV where it bundles this: it stays a literal read. */
export const isProduction = () => process.env.NODE_ENV === 'production'

export const MISSING_SECRET_MESSAGE =
  'PAYLOAD_SECRET is not set. In production the studio needs a long random secret: ' +
  'set PAYLOAD_SECRET (for example the output of `openssl rand -hex 32`) and start again.'

/**
 * The secret that signs studio sessions. Production must provide it; anywhere else one is
 * generated once and kept in data/, so the site runs with no environment variables at all.
 */
export function payloadSecret(): string {
  const fromEnv = envValue('PAYLOAD_SECRET')
  if (fromEnv) return fromEnv
  if (isBuildPhase()) return 'build-time-placeholder-never-used-for-signing'
  if (isProduction()) throw new Error(MISSING_SECRET_MESSAGE)
  return readOrCreateLocalSecret()
}

export function readOrCreateLocalSecret(): string {
  const file = path.join(dataDir(), '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir(), { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

/** Public origin of the site, used for absolute links (metadata, emails, sitemaps). */
export function siteUrl(): string {
  const fallback = `http://localhost:${listenPort()}`
  return (envValue('SITE_URL') || fallback).replace(/\/+$/, '')
}

/**
 * The origins whose pages may use a studio session: the site's own. Without SITE_URL (a laptop,
 * the first start) the site answers at both names of this machine.
 */
export function studioOrigins(): string[] {
  if (envValue('SITE_URL')) return [siteUrl()]
  const port = listenPort()
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
