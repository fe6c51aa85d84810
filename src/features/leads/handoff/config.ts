import { envValue, type EnvName } from '@/lib/env'

/**
 * Where each lead goes besides the agent's inbox, as the environment says. Each target is off
 * unless its variables are set; read on each use, so a test (or a restart with new settings)
 * changes it without a rebuild.
 */
export const HANDOFF_TARGETS = ['followUpBoss', 'webhook', 'sms'] as const
export type HandoffTarget = (typeof HANDOFF_TARGETS)[number]

/** Follow Up Boss's own API root; FUB_API_URL points a test or a sandbox elsewhere. */
export const FUB_DEFAULT_API_URL = 'https://api.followupboss.com/v1'

export type FollowUpBossConfig = { apiKey: string; apiUrl: string }
export type WebhookConfig = { url: string; secret: string }
export type SmsConfig = { url: string; auth?: string; to: string; from?: string }

/**
 * A receiver's address from `name`: http(s) only, and no user or password in it (fetch refuses
 * those, and the address would then show in every lead's error). Anything else: off, said once.
 */
function receiverUrl(name: EnvName): string | undefined {
  const raw = envValue(name)
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    warnOnce(`${name} is not a web address: nothing is sent to it.`)
    return undefined
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) {
    warnOnce(
      `${name} must be an http(s) address with no user or password in it (credentials go in their own variable): nothing is sent to it.`,
    )
    return undefined
  }
  return raw
}

export function followUpBossConfig(): FollowUpBossConfig | undefined {
  const apiKey = envValue('FUB_API_KEY')
  if (!apiKey) return undefined
  const apiUrl = envValue('FUB_API_URL') ? receiverUrl('FUB_API_URL') : FUB_DEFAULT_API_URL
  return apiUrl ? { apiKey, apiUrl: apiUrl.replace(/\/+$/, '') } : undefined
}

/** The webhook needs its secret: an unsigned lead could be forged by anyone who finds the URL. */
export function webhookConfig(): WebhookConfig | undefined {
  const url = receiverUrl('LEAD_WEBHOOK_URL')
  const secret = envValue('LEAD_WEBHOOK_SECRET')
  if (!url) return undefined
  if (!secret) {
    warnOnce('LEAD_WEBHOOK_URL is set without LEAD_WEBHOOK_SECRET: leads are not sent to it.')
    return undefined
  }
  return { url, secret }
}

/** Texts to the agent's phone: the provider's URL, its credentials, and the numbers. */
export function smsConfig(): SmsConfig | undefined {
  const url = receiverUrl('SMS_WEBHOOK_URL')
  if (!url) return undefined
  const to = envValue('SMS_TO')
  if (!to) {
    warnOnce('SMS_WEBHOOK_URL is set without SMS_TO (the agent’s mobile number): no texts sent.')
    return undefined
  }
  return { url, auth: envValue('SMS_WEBHOOK_AUTH'), to, from: envValue('SMS_FROM') }
}

/** The targets a new lead is handed to now. */
export function configuredTargets(): HandoffTarget[] {
  return HANDOFF_TARGETS.filter((target) =>
    target === 'followUpBoss'
      ? followUpBossConfig()
      : target === 'webhook'
        ? webhookConfig()
        : smsConfig(),
  )
}

const warned = new Set<string>()
function warnOnce(message: string) {
  if (warned.has(message)) return
  warned.add(message)
  console.warn(message)
}
