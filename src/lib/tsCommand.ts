import path from 'node:path'

/**
 * The arguments that run a TypeScript entry point as a process of its own, after
 * `process.execPath`: through scripts/run-ts.mjs, which starts it again when Node's module loader
 * stalls before the command has begun (that file says why).
 */
export const tsCommand = (file: string, ...args: string[]): string[] => [
  path.resolve('scripts/run-ts.mjs'),
  file,
  ...args,
]
