import { execFileSync } from 'node:child_process'
import path from 'node:path'

import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

const script = path.resolve(import.meta.dirname, '../../scripts/s3.sh')

/**
 * A throwaway S3-compatible store (scripts/s3.sh: OpenStack Swift's S3 API on loopback), started
 * synchronously, so that a test file can set the site's S3_* variables before the app loads. Its
 * folder follows from the port, so a store a crashed run left on that port is stopped and thrown
 * away first. `env` is what the site needs besides S3_BUCKET; `client` reaches the store as the
 * site does.
 */
export function startS3Store(port: number) {
  const where = { ...process.env, S3_TEST_PORT: String(port), S3_TEST_DIR: '' }
  execFileSync('bash', [script, 'destroy'], { env: where })
  const env = Object.fromEntries(
    execFileSync('bash', [script, 'start'], { env: where, encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.split('=') as [string, string]),
  ) as { S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string }
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  return {
    env,
    client,
    createBucket: (bucket: string) => client.send(new CreateBucketCommand({ Bucket: bucket })),
    /** An object's bytes. */
    read: async (bucket: string, key: string) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    /** An object's size; 0 when there is none (any other failure is thrown). */
    size: (bucket: string, key: string) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        (head) => head.ContentLength ?? 0,
        (error: { name?: string }) => (error.name === 'NotFound' ? 0 : Promise.reject(error)),
      ),
    destroy: () => execFileSync('bash', [script, 'destroy'], { env: where }),
  }
}
