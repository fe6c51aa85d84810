/**
 * Numbers written out as US English writes them, without Intl.NumberFormat: a page's first Intl
 * formatter makes the browser load its number-formatting data (9-40 ms of main thread measured in
 * Chromium), and these run as pages hydrate. Tests hold each equal to Intl's text.
 */

/** Every place where a comma goes in a run of digits: before each full group of three. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** "1234567" → "1,234,567". */
export const groupThousands = (digits: string) => digits.replace(THOUSANDS, ',')

/**
 * A number that is 0 or at least 1e-6 (no sign: callers write it) in plain digits, as few as name
 * it (String's choice, which Intl's matches: past 15 or so digits a double's own last digits are
 * noise), spelled out past 1e21 where String turns to an exponent.
 */
export function plainDigits(size: number): string {
  if (size < 1e21) return String(size)
  const [mantissa = '', exponent = '0'] = size.toExponential().split('e')
  return mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0')
}

/**
 * A count or measure with at most three decimals, as `Intl.NumberFormat('en-US')` writes it:
 * 1850 → "1,850", 0.25 → "0.25", 1234.5678 → "1,234.568". Rounded as Intl rounds: half away from
 * zero, on the number's shortest decimal form (String's), so 1.0005 → "1.001".
 */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  const size = Math.abs(value)
  if (size === Infinity) return `${sign}∞`
  let [whole = '', fraction = ''] = (size < 1e-6 ? '0' : plainDigits(size)).split('.')
  if (fraction.length > 3) {
    const up = fraction[3]! >= '5'
    fraction = fraction.slice(0, 3)
    if (up) {
      const next = String(BigInt(whole + fraction) + 1n).padStart(4, '0')
      whole = next.slice(0, -3)
      fraction = next.slice(-3)
    }
  }
  fraction = fraction.replace(/0+$/, '')
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`
}
