import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * The work Payload does to check a password against a stored one (PBKDF2, SHA-256, 600,000
 * rounds, 32 bytes): about a fifth of a second here. A sign-in with an email no account has would
 * otherwise be refused at once, so how long the refusal took would tell a stranger which emails
 * have a studio account. The same work is done for those, against a salt of no account.
 */
const ROUNDS = 600_000
const KEY_BYTES = 32
const SALT = crypto.randomBytes(32).toString('hex')

const hashAsPayloadWould = (password: string) =>
  new Promise<void>((resolve) =>
    crypto.pbkdf2(password, SALT, ROUNDS, KEY_BYTES, 'sha256', () => resolve()),
  )

/** A sign-in with an unknown email takes as long to refuse as one with a wrong password. */
export const sameTimeForUnknownEmail: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const { email, password } = ((args as { data?: unknown }).data ?? {}) as Record<string, unknown>
  // Payload refuses these at once whoever asks: no account is looked for.
  if (
    typeof email !== 'string' ||
    !email.trim() ||
    typeof password !== 'string' ||
    !password.trim()
  )
    return args
  const account = await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  if (!account) await hashAsPayloadWould(password)
  return args
}
