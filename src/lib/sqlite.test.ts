import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { sqliteClient } from './sqlite'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-client-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('the SQLite client', () => {
  it('keeps its settings on the connection that follows a transaction', async () => {
    const client = sqliteClient(`file:${path.join(folder, 'settings.db')}`)
    await client.execute('create table t (n integer)')
    for (let i = 0; i < 3; i++) {
      const transaction = await client.transaction('write')
      await transaction.execute({ sql: 'insert into t values (?)', args: [i] })
      await transaction.commit()
    }
    const read = async (pragma: string) =>
      Object.values((await client.execute(`PRAGMA ${pragma}`)).rows[0]!)[0]
    expect(await read('journal_mode')).toBe('wal')
    expect(await read('busy_timeout')).toBe(5000)
    expect(await read('synchronous')).toBe(2) // FULL
    client.close()
  })

  it('waits for another process that is writing instead of failing with "database is locked"', async () => {
    const file = path.join(folder, 'locked.db')
    const site = sqliteClient(`file:${file}`)
    await site.execute('create table leads (email text)')
    // A transaction first, so the write below goes through the connection opened after it.
    const earlier = await site.transaction('write')
    await earlier.commit()

    // Another process (the listing sync, a second server) holds the write lock for 400 ms.
    const other = spawn(
      process.execPath,
      [
        '-e',
        `const D = require('libsql'); const db = new D(${JSON.stringify(file)});
         db.exec("begin immediate; insert into leads values ('other@example.com')");
         console.log('holding');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
         db.exec('commit');`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve) => other.stdout.once('data', () => resolve()))
    await site.execute({ sql: 'insert into leads values (?)', args: ['visitor@example.com'] })
    await new Promise((resolve) => other.once('exit', resolve))

    const { rows } = await site.execute('select email from leads order by email')
    expect(rows.map((r) => r.email)).toEqual(['other@example.com', 'visitor@example.com'])
    site.close()
  })
})
