import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  DEFAULT_DATABASE_URL,
  MISSING_SECRET_MESSAGE,
  databaseUrl,
  ensureSqliteFolder,
  isPostgresUrl,
  payloadSecret,
  studioOrigins,
} from '.'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('database URL', () => {
  it('defaults to the git-ignored SQLite file', () => {
    vi.stubEnv('DATABASE_URL', '')
    expect(databaseUrl()).toBe(DEFAULT_DATABASE_URL)
    expect(DEFAULT_DATABASE_URL).toBe('file:./data/site.db')
  })

  it('chooses PostgreSQL only for postgres:// and postgresql:// URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true)
    expect(isPostgresUrl('postgresql://u@h:5432/db')).toBe(true)
    expect(isPostgresUrl('file:./data/site.db')).toBe(false)
    expect(isPostgresUrl('mysql://u@h/db')).toBe(false)
  })

  it('creates the folder of any file: path, relative or absolute', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
    ensureSqliteFolder(`file:${dir}/nested/deeper/site.db`)
    expect(fs.existsSync(path.join(dir, 'nested/deeper'))).toBe(true)
  })

  it('rejects a URL it cannot serve with a message naming the schemes it accepts', () => {
    expect(() => ensureSqliteFolder('mysql://u@h/db')).toThrow(
      /file:, postgres:\/\/ or postgresql:\/\//,
    )
  })
})

describe('PAYLOAD_SECRET', () => {
  it('uses the configured secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'from-the-environment')
    expect(payloadSecret()).toBe('from-the-environment')
  })

  it('stops production start-up with a clear message when missing', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PHASE', '')
    expect(() => payloadSecret()).toThrow(MISSING_SECRET_MESSAGE)
  })

  it('outside production, generates one secret once and keeps it in data/', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'test')
    const first = payloadSecret()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret()).toBe(first)
    expect(fs.readFileSync(path.resolve('data/.payload-secret'), 'utf8').trim()).toBe(first)
  })
})

describe('origins whose pages may use a studio session', () => {
  it('is the site alone once SITE_URL is set', () => {
    vi.stubEnv('SITE_URL', 'https://agent.example/')
    expect(studioOrigins()).toEqual(['https://agent.example'])
  })

  it('is never empty, which would let any site use a signed-in cookie', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '3300')
    expect(studioOrigins()).toEqual(['http://localhost:3300', 'http://127.0.0.1:3300'])
  })
})
