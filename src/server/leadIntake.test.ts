import http from 'node:http'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leadHarness } from '../../tests/support/leadHarness'
import { securityHeaders } from '../lib/securityHeaders'
import { siteProcesses } from '../lib/siteProcesses'
import { leadIntake } from './leadIntake'

const h = leadHarness('lead-intake-test')
let server: http.Server
let base = ''

beforeAll(async () => {
  // What instrumentation.ts registers when the site starts: the endpoints' own code.
  const contact = (await import('@/app/(frontend)/api/contact/route')).POST
  siteProcesses().leadEndpoints = { '/api/contact': contact.handle }
  const serveLead = leadIntake(securityHeaders(false))
  server = http.createServer((request, response) => {
    if (serveLead(request, response)) return
    response.writeHead(404).end('not a lead endpoint')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})
afterAll(() => server?.close())

const message = (email: string) =>
  JSON.stringify({
    name: 'Dana Whitfield',
    email,
    phone: '(973) 555-0100',
    message: 'We would like to see homes near Lake Mohawk this spring.',
  })

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    // A stream body has no length: sent chunked, as a client that streams would.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

describe('the lead endpoints served without Next.js', () => {
  it('store the lead with its email and answer with the thanks and the site headers', async () => {
    const reply = await post(message('fast.path@example.com'), { referer: `${base}/contact` })
    expect(reply.status).toBe(200)
    expect(await reply.json()).toEqual({
      success: true,
      message: 'Thank you for your message. We will respond within 24 hours.',
    })
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(reply.headers.get('cache-control')).toBe('no-store')
    const lead = await h.contactLead('fast.path@example.com')
    expect(lead.sourceUrl).toBe(`${base}/contact`)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    expect(h.smtp.to(h.agentEmail).some((m) => m.text.includes('fast.path@example.com'))).toBe(true)
  })

  it('refuse a body over 16 KiB sent without a length, and store nothing', async () => {
    const chunk = new TextEncoder().encode(`{"message":"${'x'.repeat(4000)}`)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const reply = await post(endless)
    expect(reply.status).toBe(413)
    expect(await reply.json()).toEqual({ error: 'That request is too large.' })
  })

  it('keep serving after a client that hung up halfway through its body', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => {
        socket.end(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 500\r\n\r\n{"name":"Cut',
        )
        socket.on('close', () => resolve())
        setTimeout(() => socket.destroy(), 200)
      })
    })
    const { totalDocs } = await h.payload.count({
      collection: 'contact-messages',
      where: { name: { equals: 'Cut' } },
    })
    expect(totalDocs).toBe(0)
    expect((await post(message('after.cut@example.com'))).status).toBe(200)
  })

  it("count every spelling of an endpoint's address against one limit", async () => {
    const sent = (path: string) =>
      new Promise<number>((resolve, reject) => {
        // Written as is: fetch would tidy the path before sending it.
        const { hostname, port } = new URL(base)
        const headers = { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.77' }
        http
          .request({ method: 'POST', hostname, port, path, headers }, (reply) => {
            reply.resume().on('end', () => resolve(reply.statusCode!))
          })
          .on('error', reject)
          .end('not json')
      })
    for (let i = 0; i < 5; i++) expect(await sent('/api/contact')).toBe(415)
    for (const path of [
      '/api/./contact',
      '/api/%2e/contact',
      '/api/x/../contact',
      '/api//contact',
      '/api/contact/',
      '/api/%63ontact',
      '/api\\contact?x=1',
    ])
      expect(await sent(path), path).toBe(429)
    expect(await sent('/API/contact'), 'another address').toBe(404)
  })

  it('leave every other request to Next.js', async () => {
    const reply = await fetch(`${base}/api/contact`)
    expect(reply.status).toBe(404)
    expect(await reply.text()).toBe('not a lead endpoint')
  })
})
