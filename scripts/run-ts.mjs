/**
 * Runs a TypeScript entry point with tsx: `node scripts/run-ts.mjs <file.ts> [args…]`.
 *
 * Node 20's module loader, with tsx's hooks in their own thread, now and then stops part-way
 * through loading a large module graph (Payload's, with the rich-text editor): the process then
 * ends with code 13 ("unsettled top-level await") before a line of the command has run, having
 * printed nothing. Measured on this 2-core machine: 3 of 72 cold starts, four at a time; in CI,
 * the listing sync's resume test failed this way. Such an ending is started again, at most
 * twice more. Every other ending (a code, a signal) is passed on as it is.
 */
import { spawn } from 'node:child_process'

const STALLED_WHILE_LOADING = 13
const ATTEMPTS = 3

const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [arguments]')
  process.exit(2)
}

let child
const forward = (signal) => child?.kill(signal)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward)

const run = () =>
  new Promise((resolve, reject) => {
    child = spawn(process.execPath, [...process.execArgv, '--import', 'tsx', file, ...args], {
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve({ code, signal }))
  })

for (let attempt = 1; ; attempt++) {
  const { code, signal } = await run()
  if (code === STALLED_WHILE_LOADING && attempt < ATTEMPTS) {
    console.error(`${file}: Node stopped while loading it (exit code 13); starting it again.`)
    continue
  }
  if (signal) {
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(name, forward)
    process.kill(process.pid, signal)
  }
  process.exit(code ?? 1)
}
