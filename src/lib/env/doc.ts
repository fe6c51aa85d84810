import { ENV_GROUPS, ENV_ROWS, type EnvGroupId } from './variables'

/**
 * docs/configuration.md's tables, written from the declared variables: each table sits between
 * a start and an end comment, and the hand-written text around them stays as it is. The tables
 * come out aligned as Prettier aligns them, so the page passes `prettier --check` unchanged.
 */
const HEADER = ['Variable', 'Default', 'What it does'] as const

export const tableStart = (group: EnvGroupId) =>
  `<!-- ${group} variables: written from src/lib/env/variables.ts by scripts/configuration-doc.ts -->`
export const TABLE_END = '<!-- end of the variables -->'

/** The Markdown table of one group's variables. */
export function envTable(group: EnvGroupId): string {
  const rows = ENV_ROWS.filter((row) => row.group === group).map((row) => [
    row.names.map((name) => `\`${name}\``).join(', '),
    row.default,
    row.description,
  ])
  const widths = HEADER.map((_, i) =>
    Math.max(...[HEADER, ...rows].map((row) => [...row[i]!].length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]! + cell.length - [...cell].length)).join(' | ')} |`
  return [line(HEADER), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

/** `markdown` with every group's table written anew; throws when a group's markers are missing. */
export function withEnvTables(markdown: string): string {
  let text = markdown
  for (const group of Object.keys(ENV_GROUPS) as EnvGroupId[]) {
    const start = text.indexOf(tableStart(group))
    const end = text.indexOf(TABLE_END, start)
    if (start < 0 || end < 0)
      throw new Error(`The configuration page has no "${tableStart(group)}" … "${TABLE_END}".`)
    const before = text.slice(0, start + tableStart(group).length)
    text = `${before}\n\n${envTable(group)}\n\n${text.slice(end)}`
  }
  return text
}
