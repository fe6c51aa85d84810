import { ENV_NAMES, type EnvName } from './variables'

/**
 * The one reader of process.env, by declared names only, at each call: a test that stubs a
 * variable, or a restart with new settings, is seen at once.
 */
export type EnvValues = Partial<Record<EnvName, string>>

/** The variable as it is set, untouched. */
export const rawEnv = (name: EnvName): string | undefined => process.env[name]

/** The variable trimmed; undefined when unset or blank. */
export const envValue = (name: EnvName): string | undefined =>
  process.env[name]?.trim() || undefined

/** Every declared variable as it is set now, for code that takes the settings as an object. */
export function envValues(): EnvValues {
  return Object.fromEntries(
    ENV_NAMES.flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name]]],
    ),
  )
}

/** The environment a child process of the site starts with: this one's, with `changes`. */
export const childEnv = (changes: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...changes,
})

/** The port the site listens on (PORT, default 3000). */
export const listenPort = (fallback = '3000') => envValue('PORT') || fallback
