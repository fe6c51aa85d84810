/** What a declared environment variable is: its table (group), names, default and words. */
export type EnvRow = {
  group: EnvGroupId
  names: readonly string[]
  /** As the documentation shows it (Markdown); the code keeps its own default. */
  default: string
  /** As the documentation shows it (Markdown). */
  description: string
}

/** The tables of docs/configuration.md, in their order. */
export const ENV_GROUPS = {
  site: 'Site and server',
  email: 'Email',
  handoffs: 'Lead hand-offs',
  mls: 'MLS feed',
  map: 'Map',
  media: 'Media storage',
  proxy: 'Behind a proxy',
  tests: 'Tests and tooling',
} as const
export type EnvGroupId = keyof typeof ENV_GROUPS
