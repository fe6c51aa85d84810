import fs from 'node:fs/promises'
import path from 'node:path'

import { photosDir } from '@/features/listings/photos/files'

/**
 * A stored listing photo variant. Names are `<stem>-<width>.webp` with a stem that changes when
 * the photo does, so a browser or a CDN may keep each file for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!/^[a-z0-9-]+-\d+\.webp$/.test(file)) return new Response('Not found', { status: 404 })
  try {
    const body = await fs.readFile(path.join(photosDir(), file))
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
