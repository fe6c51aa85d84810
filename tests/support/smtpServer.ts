import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

/** One received email, headers unfolded and the text body decoded (quoted-printable, UTF-8). */
export type ReceivedEmail = { headers: Map<string, string>; text: string; to: string[] }

export function parseEmail(raw: string, to: string[]): ReceivedEmail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  let body = rest.join('\n\n')
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    body = Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return { headers, text: body.replace(/\r\n/g, '\n'), to }
}

/** Each email as a JSON file: a test in another process reads them with readMailbox. */
function saveEmail(dir: string, n: number, raw: string, to: string[]) {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    path.join(dir, `${String(n).padStart(6, '0')}.json`),
    JSON.stringify({ to, raw }),
  )
}

/** The emails a TestSmtpServer with `saveTo` has received so far, oldest first. */
export function readMailbox(dir: string): ReceivedEmail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string[]; raw: string },
    )
    .map(({ raw, to }) => parseEmail(raw, to))
}

/**
 * A real SMTP server on loopback for tests: accepts everything (no TLS, no auth) and keeps what
 * It received, in memory and, with `saveTo`, as files. stop() and start() again on the same port
 * Imitate an outage.
 */
export class TestSmtpServer {
  readonly received: ReceivedEmail[] = []
  /** How long the server takes to accept each email (a slow or distant server). */
  acceptAfterMs = 0
  private server?: SMTPServer

  constructor(
    public port = 0,
    private readonly saveTo?: string,
  ) {}

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      // No DNS lookup of each client (none answers here, and each would wait for it).
      disableReverseLookup: true,
      // stop() closes the connections senders keep open (pooled), as a restarting server does.
      closeTimeout: 200,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address)
          const raw = Buffer.concat(chunks).toString('latin1')
          this.received.push(parseEmail(raw, to))
          if (this.saveTo) saveEmail(this.saveTo, this.received.length, raw, to)
          setTimeout(done, this.acceptAfterMs)
        })
      },
    })
    // A client that vanishes mid-conversation (a sender killed on purpose) ends its connection,
    // not the server.
    this.server.on('error', () => undefined)
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as { port: number }).port
    return this
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** The emails sent to one address so far. */
  to(address: string) {
    return this.received.filter((email) => email.to.includes(address))
  }
}
