import http from 'node:http'

import { expect } from '@playwright/test'

export type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request as any client may send it, which a browser or Playwright would not. */
export const raw = (
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
) =>
  new Promise<Raw>((resolve, reject) => {
    const request = http.request(new URL(path, baseURL), { method, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      )
    })
    request.on('error', reject)
    request.end(body)
  })

/** The site's security headers, which every answer carries. */
export const expectHeaders = (reply: Raw, what: string) => {
  expect(reply.headers['content-security-policy'], what).toContain("frame-ancestors 'self'")
  expect(reply.headers['x-content-type-options'], what).toBe('nosniff')
  expect(reply.headers['referrer-policy'], what).toBeTruthy()
}
