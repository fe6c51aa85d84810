import crypto from 'node:crypto'

import { payloadSecret } from './env'

/** The preview secret: derived from PAYLOAD_SECRET, so there is nothing more to configure. */
export function previewSecret(): string {
  return crypto.createHmac('sha256', payloadSecret()).update('draft-preview').digest('hex')
}

export function isPreviewSecret(candidate: string | null): boolean {
  if (!candidate) return false
  const expected = Buffer.from(previewSecret())
  const given = Buffer.from(candidate)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** Only same-site paths: "/x", never "//host" or "https://…". */
export function safeLocalPath(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/'
}
