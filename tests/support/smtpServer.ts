import { SMTPServer } from 'smtp-server'

/** One received email, headers unfolded and the text body decoded (quoted-printable, UTF-8). */
export type ReceivedEmail = { headers: Map<string, string>; text: string; to: string[] }

function parse(raw: string, to: string[]): ReceivedEmail {
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

/**
 * A real SMTP server on loopback for tests: accepts everything (no TLS, no auth) and keeps what
 * it received. stop() and start() again on the same port imitate an outage.
 */
export class TestSmtpServer {
  readonly received: ReceivedEmail[] = []
  private server?: SMTPServer
  port = 0

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address)
          this.received.push(parse(Buffer.concat(chunks).toString('latin1'), to))
          done()
        })
      },
    })
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
