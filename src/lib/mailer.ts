import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import { siteUrl } from '@/lib/env'

/** One email as the renderers build it: plain text, readable in any client. */
export type EmailMessage = {
  to: string
  subject: string
  text: string
  replyTo?: string
  headers?: Record<string, string>
}

/** Without SMTP_URL, emails are written here as .eml files, so nothing is silently dropped. */
export const outboxDir = () => path.resolve(process.env.OUTBOX_DIR?.trim() || 'data/outbox')

const transports = new Map<string, Transporter>()
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    transport = nodemailer.createTransport(url)
    transports.set(url, transport)
  }
  return transport
}

/** MAIL_FROM, else no-reply at the site's own host under the agent's name. */
export function fromAddress(displayName: string): string {
  const configured = process.env.MAIL_FROM?.trim()
  if (configured) return configured
  const host = new URL(siteUrl()).hostname
  return `"${displayName.replace(/["\\]/g, '')}" <no-reply@${host}>`
}

/**
 * Sends through SMTP_URL (smtp:// or smtps://, read at each send) or writes the outbox. Throws
 * when the SMTP server refuses or cannot be reached: the jobs queue retries it later.
 */
export async function sendEmail(message: EmailMessage, from: string): Promise<string> {
  const mail = { ...message, from }
  const smtpUrl = process.env.SMTP_URL?.trim()
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
