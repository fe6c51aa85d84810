import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { tsCommand } from './tsCommand'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-command-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A command that ends with `codes[n]` on its n-th start, counting starts in a file. */
function commandEnding(...codes: number[]) {
  const file = path.join(dir, `command-${codes.join('-')}.ts`)
  const starts = `${file}.starts`
  fs.writeFileSync(
    file,
    `import fs from 'node:fs'
const n: number = fs.existsSync(${JSON.stringify(starts)}) ? Number(fs.readFileSync(${JSON.stringify(starts)}, 'utf8')) : 0
fs.writeFileSync(${JSON.stringify(starts)}, String(n + 1))
console.log('start', n + 1, process.argv.slice(2).join(' '))
process.exit(${JSON.stringify(codes)}[n] ?? 0)
`,
  )
  return file
}

const run = (file: string) =>
  spawnSync(process.execPath, tsCommand(file, '--full', 'x'), { encoding: 'utf8' })

describe('a TypeScript command started through its launcher', () => {
  it('is started again when Node stopped while loading it, and its arguments go with it', () => {
    const result = run(commandEnding(13, 0))
    expect(result.status).toBe(0)
    expect(result.stdout).toBe('start 1 --full x\nstart 2 --full x\n')
    expect(result.stderr).toContain('Node stopped while loading it (exit code 13)')
  })

  it('gives up after three starts, and passes any other ending on as it is', () => {
    const stalled = run(commandEnding(13, 13, 13, 0))
    expect(stalled.status).toBe(13)
    expect(stalled.stdout.trim().split('\n')).toHaveLength(3)

    const failed = run(commandEnding(4, 0))
    expect(failed.status).toBe(4)
    expect(failed.stdout).toBe('start 1 --full x\n')
    expect(failed.stderr).toBe('')
  })
})
