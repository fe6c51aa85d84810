import fs from 'node:fs'
import http from 'node:http'

import { expect, test } from '@playwright/test'

import { E2E_BASE_URL, E2E_SERVER_LOG } from './test-env'

// One address can be written many ways ("/a/./b", "/a//b", "%61"): none of them may count apart
// from the others, take room of its own in the page cache, or make the server answer 500.

const addressOf = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** A request sent with its path exactly as written: a browser or fetch would tidy it first. */
function sendAsWritten(method: string, path: string, headers: Record<string, string>, body = '') {
  type Reply = { status: number; text: string; headers: http.IncomingHttpHeaders }
  return new Promise<Reply>((resolve, reject) => {
    const { hostname, port } = new URL(E2E_BASE_URL)
    const request = http.request({ method, hostname, port, path, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
      )
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** What the server logs from here on. */
function logFromNow() {
  const start = fs.existsSync(E2E_SERVER_LOG) ? fs.statSync(E2E_SERVER_LOG).size : 0
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 500)) // the log is written as it comes
    return fs.readFileSync(E2E_SERVER_LOG).subarray(start).toString()
  }
}

test('a lead endpoint counts its limit once, however its address is spelled', async () => {
  const headers = { 'x-forwarded-for': addressOf(), 'content-type': 'text/plain' }
  for (let i = 0; i < 5; i++)
    expect((await sendAsWritten('POST', '/api/saved-homes', headers, 'x')).status).toBe(415)
  for (const spelling of [
    '/api/./saved-homes',
    '/api/%2e/saved-homes',
    '/api/x/../saved-homes',
    '/api//saved-homes',
    '/api/saved-homes/',
    '/api/%73aved-homes',
  ]) {
    const reply = await sendAsWritten('POST', spelling, headers, 'x')
    expect(reply.status, spelling).toBe(429)
  }
})

test('a percent sign in a listing address is a 404, never a 500 or a logged error', async ({
  request,
}) => {
  const logged = logFromNow()
  const state = await request.get('/api/listings/state?segment=%25')
  expect(state.status()).toBe(200)
  expect(await state.json()).toEqual({ state: 'missing' })
  for (const path of ['/listings/a-%25/open-house.ics', '/listings/x-%25', '/listings/x-%2525'])
    expect((await request.get(path)).status(), path).toBe(404)
  expect(await logged()).not.toContain('URIError')
})

test('another spelling of a page takes no room of its own in the page cache', async () => {
  const page = '/listings/in/andover'
  await sendAsWritten('GET', page, {})
  const kept = await sendAsWritten('GET', page, {})
  expect(kept.status).toBe(200)
  expect(kept.headers['x-page-cache']).toBe('hit') // the cache is on: its one spelling is kept
  for (const spelling of ['/listings/in/%61ndover', '/listings/./in/andover'])
    for (let visit = 0; visit < 2; visit++) {
      const reply = await sendAsWritten('GET', spelling, {})
      expect(reply.status, spelling).toBe(200)
      expect(reply.headers['x-page-cache'], spelling).not.toBe('hit')
    }
})
