import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { envValues, type EnvName } from '@/lib/env'

/**
 * Where the studio's uploads live: the `data/media` folder by default, or an S3-compatible
 * bucket (AWS S3, Cloudflare R2, Backblaze B2, DigitalOcean Spaces, MinIO, Ceph, OpenStack Swift…)
 * when S3_BUCKET is set, so that several app processes on several machines share one library.
 *
 * Files keep their addresses either way (/api/media/file/<name>, the object `<name>` at the
 * bucket's root): the site reads them through Payload, which streams them from the bucket, so
 * next/image, the access rules and the pages' Content-Security-Policy stay as they are, and the
 * bucket can stay private. (No folder in the bucket: Payload would add `?prefix=` to every
 * address, which next/image refuses for local images.)
 *
 * The plugin is always installed, switched on only with a bucket, and inserts its two columns
 * (`prefix`, `_objectKey`) either way, so that both set-ups run on the same committed migrations.
 */
export type MediaStorageSettings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

type Env = Record<string, string | undefined>

const read = (env: Env, name: EnvName) => env[name]?.trim() || undefined

/** The bucket settings from the environment; undefined without S3_BUCKET (files on disk). */
export function mediaStorageSettings(env: Env = envValues()): MediaStorageSettings | undefined {
  const bucket = read(env, 'S3_BUCKET')
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY')
  const endpoint = read(env, 'S3_ENDPOINT')
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => read(env, name),
    )
    if (stray.length)
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in that bucket, or unset ${stray.length > 1 ? 'them' : 'it'} to keep them in data/media.`,
      )
    return undefined
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine’s own AWS credentials (an instance role, AWS_PROFILE).',
    )
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http:// or https:// address (got "${endpoint}").`)
  const pathStyle = read(env, 'S3_FORCE_PATH_STYLE')
  if (pathStyle && !/^(0|1|true|false)$/i.test(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0 (or true or false; got "${pathStyle}").`)
  return {
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    // Most S3-compatible servers answer at one address for every bucket (path style); AWS itself
    // prefers a host name per bucket.
    forcePathStyle: pathStyle ? /^(1|true)$/i.test(pathStyle) : Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/** Payload's S3 storage for the media collection, on when S3_BUCKET is set. */
export function mediaStoragePlugin(settings = mediaStorageSettings()): Plugin {
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'unused',
    collections: { media: true },
    config: {
      region: settings?.region ?? 'us-east-1',
      endpoint: settings?.endpoint,
      forcePathStyle: settings?.forcePathStyle,
      credentials: settings?.credentials,
      // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload
      // and download) is not understood by many S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
