import type http from 'node:http'

import { siteProcesses, type LeadReply, type LeadRequest } from '../lib/siteProcesses.js'

import { canonicalPath, targetPath } from '../lib/canonicalPath.js'

/**
 * The lead endpoints, answered by this server without Next.js. Next.js spends about as much CPU
 * routing a request and wrapping it in web streams as storing a lead takes, and on Node 20 those
 * streams stay in memory until a second garbage collection: in a flood of leads that doubled the
 * CPU per lead and filled the heap. Here the body is read from the socket (16 KiB at most) and
 * handed to the same endpoint code the Next.js route runs (features/leads/server/leadRoute.ts),
 * which the site registers when it starts (instrumentation.ts); any other request goes on.
 * Every spelling of an endpoint's address ("/api/./contact", "/api//contact") is answered here as
 * the endpoint itself, so its rate limit counts them all together.
 */
const MAX_BODY_BYTES = 16 * 1024

export function leadIntake(siteHeaders: { key: string; value: string }[]) {
  const always = Object.fromEntries(siteHeaders.map(({ key, value }) => [key, value]))
  return function serveLead(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    if (request.method !== 'POST') return false
    const endpoints = siteProcesses().leadEndpoints
    const path = canonicalPath(targetPath(request.url ?? '/'))
    const handle = endpoints && Object.hasOwn(endpoints, path) ? endpoints[path] : undefined
    if (!handle) return false
    let tooLarge = false
    const lead: LeadRequest = {
      url: new URL(path, 'http://localhost').href,
      headers: toHeaders(request.headers),
      body: async () => {
        const body = await readAtMost(request, MAX_BODY_BYTES)
        tooLarge = body === null
        return body
      },
    }
    void handle(lead)
      .catch((error: unknown): LeadReply => {
        console.error(`${path} failed`, error)
        return {
          status: 500,
          json: { error: 'Something went wrong on our side. Please try again in a moment.' },
        }
      })
      .then(({ status, json, headers }) => {
        const text = JSON.stringify(json)
        response.writeHead(status, {
          ...always,
          'content-type': 'application/json',
          'cache-control': 'no-store',
          'content-length': Buffer.byteLength(text),
          ...(tooLarge ? { connection: 'close' } : {}),
          ...headers,
        })
        response.end(text)
      })
    return true
  }
}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

/** The body, or null as soon as it is longer than `limit` (a declared length over it: at once). */
function readAtMost(request: http.IncomingMessage, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers['content-length'] ?? '0') > limit) return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      outcome()
    }
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) settle(() => resolve(null))
      else if (!settled) chunks.push(chunk)
    })
    request.on('end', () => settle(() => resolve(Buffer.concat(chunks))))
    request.on('error', (error) => settle(() => reject(error)))
    request.on('close', () => settle(() => reject(new Error('The request ended early.'))))
  })
}
