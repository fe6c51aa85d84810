import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { envValue, siteUrl } from './env'

/** One email as the site's renderers build it: plain text, readable in any client. */
export type EmailMessage = {
  to: string
  subject: string
  text: string
  replyTo?: string
  headers?: Record<string, string>
}

/** Without SMTP_URL, emails are written here as .eml files, so nothing is silently dropped. */
export const outboxDir = () => path.resolve(envValue('OUTBOX_DIR') || 'data/outbox')

const transports = new Map<string, Transporter>()
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    // Pooled: a burst of lead emails reuses a few open connections (about 4 ms an email here)
    // instead of opening one per email (about 100 ms each, most of it the server's greeting).
    const pooled = new URL(url)
    if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true')
    transport = nodemailer.createTransport(pooled.toString())
    transports.set(url, transport)
  }
  return transport
}

const noReplyAddress = () => `no-reply@${new URL(siteUrl()).hostname}`

/** MAIL_FROM, else no-reply at the site's own host under the given name. */
export function fromAddress(displayName: string): string {
  const configured = envValue('MAIL_FROM')
  if (configured) return configured
  return `"${displayName.replace(/["\\]/g, '')}" <${noReplyAddress()}>`
}

/**
 * Sends through SMTP_URL (smtp:// or smtps://, read at each send) or writes the outbox. Throws
 * when the SMTP server refuses or cannot be reached: the caller's queue retries it later.
 * Resolves with a line saying where it went.
 */
async function deliver(mail: SendMailOptions): Promise<string> {
  const smtpUrl = envValue('SMTP_URL')
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(mail)
    return `sent via SMTP (${info.messageId})`
  }
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(mail)
  await fs.mkdir(outboxDir(), { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = path.join(outboxDir(), `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`)
  await fs.writeFile(file, raw.message as Buffer)
  return `written to ${file}`
}

/** The bare address of MAIL_FROM, which may be written `"Name" <address>`. */
function mailFromAddress(): string | undefined {
  const configured = envValue('MAIL_FROM')
  return configured ? (/<([^>]+)>/.exec(configured)?.[1] ?? configured) : undefined
}

/**
 * Payload's email adapter, so every email goes one way: the site's lead emails and Payload's own
 * (the studio's password reset). Payload's own come from "Website studio" at MAIL_FROM or the
 * site's no-reply address; lead emails name the agent themselves.
 */
export const siteMail: EmailAdapter<string> = () => ({
  name: 'smtp-or-outbox',
  defaultFromName: 'Website studio',
  defaultFromAddress: mailFromAddress() || noReplyAddress(),
  sendEmail: (message) => deliver(message as SendMailOptions),
})
