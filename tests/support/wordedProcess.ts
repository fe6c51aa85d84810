import { spawn } from 'node:child_process'
import readline from 'node:readline'

import { tsCommand } from '@/lib/tsCommand'

/**
 * Another server process for the race tests: a TypeScript script started with this process's
 * environment (the same database and SMTP server), told what to do by lines on its input, and
 * heard by the words it prints. Resolves once it has said "ready".
 */
export async function wordedProcess(script: string) {
  const child = spawn(process.execPath, tsCommand(script), {
    env: { ...process.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout })
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => line === word && resolve())
      child.once('exit', (code) => reject(new Error(`the other process exited (${code})`)))
    })
  await said('ready')
  /** Writes one line to it and waits for its "done". */
  return (line: string) => {
    const done = said('done')
    child.stdin.write(`${line}\n`)
    return done
  }
}
