import { expiryToken } from '@/features/content/publish/acrossProcesses'
import { expireTagsHere } from '@/features/content/publish/expireTags'
import { matches } from '@/lib/signature'

/** Another process of the site published or synced: expire the same tags here. */
export async function POST(request: Request) {
  if (!matches(expiryToken(), request.headers.get('x-expire-token')))
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags) ? body.tags.filter((t) => typeof t === 'string') : []
  if (!tags.length) return Response.json({ error: 'Which tags?' }, { status: 400 })
  expireTagsHere(tags)
  return Response.json({ success: true })
}
