import { expect, test } from '@playwright/test'

import { raw } from './rawRequest'
import { studioToken } from './fixtures'

// What the studio takes as an upload, and how the site serves what it took: a picture or a video
// shows; nothing in an uploaded file may run as a page of this site.

const DRAWING = (attribute = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attribute}><text>floor plan</text>` +
  `<script>document.title = 'ran'</script></svg>`

test('the studio refuses drawings (SVG), one dressed to slip past the check too, naming the type', async ({
  request,
}) => {
  const token = await studioToken(request)
  const upload = (name: string, mimeType: string, body: string) =>
    request.post('/api/media', {
      headers: { Authorization: `JWT ${token}` },
      multipart: {
        file: { name, mimeType, buffer: Buffer.from(body) },
        _payload: JSON.stringify({ alt: 'Floor plan' }),
      },
    })
  // An attribute named by a character outside the basic plane once hid the script from the check.
  for (const body of [DRAWING(), DRAWING(' \u{10000}="x"')]) {
    const reply = await upload('plan.svg', 'image/svg+xml', body)
    expect(reply.status(), body).toBe(400)
    expect(JSON.stringify(await reply.json())).toMatch(/svg/i)
  }
  const found = await request.get('/api/media?where[filename][like]=plan&depth=0', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(((await found.json()) as { docs: unknown[] }).docs).toHaveLength(0)
})

test('an uploaded file is served under a policy that lets nothing in it run, at every spelling', async ({
  request,
  baseURL,
}) => {
  const listed = await request.get('/api/media?limit=1&depth=0')
  const { docs } = (await listed.json()) as { docs: { filename: string }[] }
  const filename = docs[0]!.filename
  for (const path of [
    `/api/media/file/${filename}`,
    `/api/%6dedia/file/${filename}`,
    `/api/media/file/%${filename.charCodeAt(0).toString(16)}${filename.slice(1)}`,
  ]) {
    const reply = await raw(baseURL!, 'GET', path)
    expect(reply.status, path).toBe(200)
    const policy = String(reply.headers['content-security-policy'])
    expect(policy, path).toContain("default-src 'none'")
    expect(policy, path).toContain('sandbox')
    expect(policy, path).not.toContain('script-src')
  }
})
