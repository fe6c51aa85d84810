// The Node arguments of `npm start`, read from package.json, so that `npm run up`, the browser
// tests and the benchmarks start the production server exactly as a deployment does (the heap
// limit included) without a second copy of the command.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `npm start` is "node <flags> dist/server/main.js": everything after "node". */
export function startArgs() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const [command, ...args] = pkg.scripts.start.trim().split(/\s+/)
  if (command !== 'node' || args.at(-1) !== 'dist/server/main.js')
    throw new Error('package.json "start" must be "node [flags] dist/server/main.js"')
  return args
}
