import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, signedIn } from '@/lib/access'
import { dataDir, studioOrigins } from '@/lib/env'

import { mediaStorageSettings } from '../mediaStorage'

const mediaDir = path.join(dataDir(), 'media')

/** A 404 for a file not on disk; nothing (Payload goes on) otherwise. */
async function notOnDisk(filename: string): Promise<Response | undefined> {
  const file = path.resolve(mediaDir, filename)
  if (!file.startsWith(path.resolve(mediaDir) + path.sep)) return undefined // Payload refuses it
  const found = await fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  return found ? undefined : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}
// Payload's handler type takes Promise<Response> or Promise<void>, not their union; both work.
const missingIs404 = notOnDisk as (filename: string) => Promise<Response>

export const Media: CollectionConfig = {
  slug: 'media',
  // Without the columns named, the list showed the storage plugin's "Prefix" on every row.
  admin: {
    group: 'Content',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    // Said before a file is chosen: Payload's own refusal names the type in MIME terms.
    description: 'Pictures: JPEG, PNG, WebP, AVIF or GIF. Videos: MP4 or WebM.',
  },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir: mediaDir,
    // A file that is not on disk (a mistyped or deleted upload's address) is a 404: Payload
    // alone answers 500. Anything else goes on to Payload's own file serving. With a bucket
    // (S3_BUCKET), the storage plugin serves the files, a missing one as a 404.
    handlers: mediaStorageSettings() ? [] : [(_req, { params }) => missingIs404(params.filename)],
    // With a bucket, a crop or a resize in the studio's image editor makes Payload download the
    // original from the site's own address, which its guard against server-side request forgery
    // refuses when that address is private (127.0.0.1, a LAN): allowed for the site's own media
    // files only.
    skipSafeFetch: studioOrigins().map((origin) => {
      const { protocol, hostname, port } = new URL(origin)
      const scheme = protocol === 'https:' ? 'https' : 'http'
      return { protocol: scheme, hostname, port, pathname: '/api/media/file/*' } as const
    }),
    // Pictures and videos a browser shows. No SVG: a drawing is a document that can carry script,
    // and Payload's check for it can be fooled; the files are also served under a policy that
    // lets nothing in them run (lib/securityHeaders.ts).
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'video/mp4',
      'video/webm',
    ],
    focalPoint: true,
    crop: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Description',
      type: 'text',
      required: true,
      admin: { description: 'Describe the picture for visitors who cannot see it.' },
    },
  ],
}
