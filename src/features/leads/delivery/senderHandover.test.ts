import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { takeOverSending } from './senderHandover'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sender-handover-'))

/** A stand-in for a sender process that is still finishing its work for `ms`. */
function sender(ms: number) {
  const child = spawn(process.execPath, ['-e', `setTimeout(() => {}, ${ms})`])
  const state = { gone: false, child }
  child.on('exit', () => (state.gone = true))
  return state
}

describe('one lead email sender at a time on SQLite', () => {
  it('waits for the previous sender to exit, then notes itself', async () => {
    const file = path.join(dir, 'a.pid')
    const previous = sender(1500)
    fs.writeFileSync(file, String(previous.child.pid))
    await takeOverSending(file)
    expect(previous.gone).toBe(true)
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))
  })

  it('takes over without waiting after a sender that is gone, or when there was none', async () => {
    const gone = sender(0)
    await new Promise((resolve) => gone.child.on('exit', resolve))
    const file = path.join(dir, 'b.pid')
    fs.writeFileSync(file, String(gone.child.pid))
    // A wait for the minute's limit would time this test out.
    await takeOverSending(file, 60_000)
    await takeOverSending(path.join(dir, 'none.pid'), 60_000)
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))
  })

  it('stops waiting, after the limit, for a sender that never exits', async () => {
    const stuck = sender(60_000)
    try {
      const file = path.join(dir, 'c.pid')
      fs.writeFileSync(file, String(stuck.child.pid))
      await takeOverSending(file, 600)
      expect(stuck.gone).toBe(false)
      expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))
    } finally {
      stuck.child.kill()
    }
  })
})
