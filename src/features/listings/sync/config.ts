import { envValues, type EnvName } from '@/lib/env'

/** How to reach the MLS feed, read from the environment; null when no feed is configured. */
export type FeedConfig = {
  /** The Web API's service root, without a trailing slash. */
  root: string
  auth:
    | { kind: 'bearer'; token: string }
    | { kind: 'client-credentials'; tokenUrl: string; clientId: string; clientSecret: string }
    | { kind: 'none' }
  /** An extra $filter the agent's MLS needs (counties, a property class). */
  filter?: string
  /** MLS Grid wants exactly one OriginatingSystemName in every request's filter. */
  originatingSystem?: string
  requestsPerSecond: number
}

type Env = Record<string, string | undefined>

const value = (env: Env, name: EnvName) => env[name]?.trim() || undefined

export class FeedConfigError extends Error {}

export function feedConfig(env: Env = envValues()): FeedConfig | null {
  const url = value(env, 'RESO_API_URL')
  if (!url) return null
  if (!/^https?:\/\//i.test(url)) throw new FeedConfigError('RESO_API_URL must start with https://')
  const tokenUrl = value(env, 'RESO_TOKEN_URL')
  const token = value(env, 'RESO_API_TOKEN')
  let auth: FeedConfig['auth'] = { kind: 'none' }
  if (tokenUrl) {
    const clientId = value(env, 'RESO_CLIENT_ID')
    const clientSecret = value(env, 'RESO_CLIENT_SECRET')
    if (!clientId || !clientSecret)
      throw new FeedConfigError('RESO_TOKEN_URL needs RESO_CLIENT_ID and RESO_CLIENT_SECRET too')
    auth = { kind: 'client-credentials', tokenUrl, clientId, clientSecret }
  } else if (token) {
    auth = { kind: 'bearer', token }
  }
  const rate = Number(value(env, 'RESO_REQUESTS_PER_SECOND') ?? 2)
  if (!Number.isFinite(rate) || rate <= 0)
    throw new FeedConfigError('RESO_REQUESTS_PER_SECOND must be a number above 0')
  return {
    root: url.replace(/\/+$/, ''),
    auth,
    filter: value(env, 'RESO_FILTER'),
    originatingSystem: value(env, 'RESO_ORIGINATING_SYSTEM'),
    requestsPerSecond: rate,
  }
}

/** Whether a configured feed is narrowed by the agent's own RESO_FILTER (counties, classes). */
export const feedIsFiltered = (env: Env = envValues()) =>
  Boolean(value(env, 'RESO_API_URL') && value(env, 'RESO_FILTER'))

/** Minutes between background syncs (LISTINGS_SYNC_MINUTES, default 15; 0 turns it off). */
export function syncEveryMinutes(env: Env = envValues()): number {
  const minutes = Number(value(env, 'LISTINGS_SYNC_MINUTES') ?? 15)
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 15
}
