/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula
 * ("=HYPERLINK(…)" in a lead's name). As OWASP's CSV-injection guidance says, such a cell is
 * written with a leading apostrophe, which makes it text; the CSV writer quotes it as needed.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export const neutralizeCell = (value: unknown): unknown =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value

export const neutralizeFormulas = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutralizeCell(value)]))
