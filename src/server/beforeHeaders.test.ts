import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { beforeHeaders } from './beforeHeaders'

/** Each path answers as one of the ways Node lets a handler send its status and headers. */
const ANSWERS: Record<string, (response: http.ServerResponse) => void> = {
  '/object': (r) => r.writeHead(200, { 'x-kind': 'page' }).end('body'),
  '/message': (r) => r.writeHead(200, 'Fine', { 'x-kind': 'page' }).end('body'),
  '/implicit': (r) => {
    r.statusCode = 200
    r.setHeader('x-kind', 'page')
    r.write('bo')
    r.end('dy')
  },
  '/list': (r) => r.writeHead(200, ['x-kind', 'page']).end('body'),
}

let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((request, response) => {
    // What the change saw, and a header it adds, say it ran once the handler's headers were set.
    beforeHeaders(response, () => {
      response.setHeader('x-seen', `${response.statusCode} ${response.getHeader('x-kind')}`)
    })
    ANSWERS[request.url ?? '']!(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('a change made just before the headers go out', () => {
  it.each(['/object', '/message', '/implicit'])(
    'sees and changes the headers of %s',
    async (path) => {
      const response = await fetch(base + path)
      expect(response.headers.get('x-seen')).toBe('200 page')
      expect(response.headers.get('x-kind')).toBe('page')
      expect(await response.text()).toBe('body')
    },
  )

  it('leaves a response whose headers come as a raw list as it is', async () => {
    const response = await fetch(`${base}/list`)
    expect(response.headers.get('x-seen')).toBeNull()
    expect(response.headers.get('x-kind')).toBe('page')
  })
})
