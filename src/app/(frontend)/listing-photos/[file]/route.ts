import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { photosDir } from '@/features/listings/photos/files'

/**
 * A stored listing photo variant, streamed from disk. Names are `<stem>-<width>.webp` with a stem
 * that changes when the photo does, so a browser or a CDN may keep each file for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!/^[a-z0-9-]+-\d+\.webp$/.test(file)) return new Response('Not found', { status: 404 })
  const target = path.join(photosDir(), file)
  const stats = await fs.promises.stat(target).catch(() => null)
  if (!stats?.isFile()) return new Response('Not found', { status: 404 })
  return new Response(Readable.toWeb(fs.createReadStream(target)) as ReadableStream, {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(stats.size),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
