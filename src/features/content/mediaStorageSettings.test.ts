import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mediaStorageSettings } from './mediaStorage'

describe('media storage settings', () => {
  it('keeps uploads on disk without S3_BUCKET', () => {
    expect(mediaStorageSettings({})).toBeUndefined()
    expect(mediaStorageSettings({ S3_BUCKET: '  ' })).toBeUndefined()
  })

  it('says what is wrong with a half-written configuration', () => {
    expect(() => mediaStorageSettings({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not',
    )
    expect(() => mediaStorageSettings({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(() =>
      mediaStorageSettings({ S3_BUCKET: 'site', S3_ENDPOINT: 's3.example.com' }),
    ).toThrow('S3_ENDPOINT must be an http:// or https:// address')
    expect(() => mediaStorageSettings({ S3_BUCKET: 'site', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be 1 or 0',
    )
  })

  it('addresses AWS by bucket host name and other S3 servers by path, unless told', () => {
    expect(mediaStorageSettings({ S3_BUCKET: 'site' })).toEqual({
      bucket: 'site',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
    const r2 = mediaStorageSettings({
      S3_BUCKET: 'site',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: true })
    expect(r2?.credentials).toEqual({ accessKeyId: 'key', secretAccessKey: 'secret' })
    expect(
      mediaStorageSettings({
        S3_BUCKET: 'site',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      })?.forcePathStyle,
    ).toBe(false)
  })
})

describe('the storage adapter’s packages', () => {
  const version = (dir: string) =>
    (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
      .version
  const modules = path.join(process.cwd(), 'node_modules')

  it('run on the site’s own Payload, one copy of it and of its studio components', () => {
    const payloadVersion = version(path.join(modules, 'payload'))
    const adapter = ['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage']
    const others = fs
      .readdirSync(path.join(modules, '@payloadcms'))
      .map((name) => `@payloadcms/${name}`)
      .filter((name) => !adapter.includes(name))
    for (const name of others)
      expect([name, version(path.join(modules, name))]).toEqual([name, payloadVersion])
    // No package of the adapter brings a Payload or a studio of its own.
    for (const name of adapter)
      for (const inner of ['payload', '@payloadcms/ui'])
        expect(fs.existsSync(path.join(modules, name, 'node_modules', inner))).toBe(false)
  })
})
