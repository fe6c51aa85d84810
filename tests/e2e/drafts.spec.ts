import { expect, test, type APIRequestContext } from '@playwright/test'

import { studioToken } from './fixtures'

// Only published content reaches a visitor: a draft the agent saved in the studio and never
// published stays out of the pages, the blog index and sitemap.xml until it is published.

type Created = { collection: string; id: number }

async function createDraft(
  request: APIRequestContext,
  token: string,
  collection: 'pages' | 'posts',
  data: Record<string, unknown>,
): Promise<Created> {
  const reply = await request.post(`/api/${collection}?draft=true`, {
    headers: { Authorization: `JWT ${token}` },
    data: { ...data, _status: 'draft' },
  })
  expect(reply.status(), await reply.text()).toBe(201)
  const { doc } = (await reply.json()) as { doc: { id: number; _status: string } }
  expect(doc._status).toBe('draft')
  return { collection, id: doc.id }
}

test.describe('unpublished drafts', () => {
  const created: Created[] = []
  let token = ''

  test.beforeAll(async ({ playwright, baseURL }) => {
    const studio = await playwright.request.newContext({ baseURL })
    token = await studioToken(studio)
    await studio.dispose()
  })

  test.afterAll(async ({ playwright, baseURL }) => {
    const studio = await playwright.request.newContext({ baseURL })
    for (const { collection, id } of created)
      await studio.delete(`/api/${collection}/${id}`, {
        headers: { Authorization: `JWT ${token}` },
      })
    await studio.dispose()
  })

  test(
    'a draft page and a draft post are not served to visitors',
    { tag: '@smoke' },
    async ({ playwright, baseURL, request }) => {
      const run = Date.now()
      const pageSlug = `draft-page-${run}`
      const postSlug = `draft-post-${run}`
      const secret = `Unannounced open house ${run}`
      created.push(
        await createDraft(request, token, 'pages', {
          title: secret,
          slug: pageSlug,
          intro: { heading: secret },
          layout: [],
        }),
        await createDraft(request, token, 'posts', {
          title: secret,
          slug: postSlug,
          excerpt: secret,
          publishedAt: new Date().toISOString(),
        }),
      )

      const visitor = await playwright.request.newContext({ baseURL })
      for (const path of [`/${pageSlug}`, `/blog/${postSlug}`]) {
        const reply = await visitor.get(path)
        expect(reply.status(), path).toBe(404)
        expect(await reply.text(), path).not.toContain(secret)
      }
      expect(await (await visitor.get('/blog')).text()).not.toContain(secret)
      const sitemap = await (await visitor.get('/sitemap.xml')).text()
      expect(sitemap).not.toContain(pageSlug)
      expect(sitemap).not.toContain(postSlug)

      // Published, the same page is there for everyone.
      const published = await request.patch(`/api/pages/${created[0]!.id}`, {
        headers: { Authorization: `JWT ${token}` },
        data: { _status: 'published' },
      })
      expect(published.status()).toBe(200)
      await expect
        .poll(async () => (await visitor.get(`/${pageSlug}`)).status(), { timeout: 5_000 })
        .toBe(200)
      expect(await (await visitor.get(`/${pageSlug}`)).text()).toContain(secret)
      await visitor.dispose()
    },
  )

  test('a draft saved over a published page stays out of view until published', async ({
    playwright,
    baseURL,
    request,
  }) => {
    const run = Date.now()
    const slug = `published-page-${run}`
    const reply = await request.post('/api/pages', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: 'Fall open houses',
        slug,
        intro: { heading: 'Fall open houses' },
        layout: [],
        _status: 'published',
      },
    })
    expect(reply.status()).toBe(201)
    const { doc } = (await reply.json()) as { doc: { id: number } }
    created.push({ collection: 'pages', id: doc.id })
    const draftHeading = `Winter price cuts ${run}`
    const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, {
      headers: { Authorization: `JWT ${token}` },
      data: { intro: { heading: draftHeading }, _status: 'draft' },
    })
    expect(draft.status()).toBe(200)

    const visitor = await playwright.request.newContext({ baseURL })
    const html = await (await visitor.get(`/${slug}`)).text()
    expect(html).toContain('Fall open houses')
    expect(html).not.toContain(draftHeading)
    await visitor.dispose()
  })
})
