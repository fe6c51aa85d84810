/** The calculator's phone field: US numbers, formatted "(973) 555-0101" as they are typed. */

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/** How many leading digits are the country code: the 1 of "+1 973 555 0101", else none. */
const countryCodeLength = (digits: string) => (digits.length > 10 && digits.startsWith('1') ? 1 : 0)

/** The 10 digits of a US phone number as typed; a leading country code 1 is dropped. */
export function phoneDigits(raw: string): string {
  const digits = onlyDigits(raw)
  return digits.slice(countryCodeLength(digits), countryCodeLength(digits) + 10)
}

/**
 * Every digit typed but a leading country code 1, none dropped: what a rule counts, so that
 * "2 973 555 0142" is refused rather than cut to a number nobody has.
 */
export function typedPhoneDigits(raw: string): string {
  const digits = onlyDigits(raw)
  return digits.slice(countryCodeLength(digits))
}

/** Formats as typed: "973" → "(973", "9735550" → "(973) 555-0", ten digits → "(973) 555-0101". */
export function formatPhone(raw: string): string {
  const d = phoneDigits(raw)
  if (d.length === 0) return ''
  if (d.length <= 3) return `(${d}`
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}

/**
 * One edit of the formatted phone field: the new text, and where the caret goes so that it stays
 * after the same digit. Deleting only a bracket, space or dash (nothing a digit) deletes the digit
 * next to it instead; otherwise the formatting would come straight back and the key do nothing.
 */
export function editPhone(
  previous: string,
  typed: string,
  caret: number,
  inputType = '',
): { value: string; caret: number } {
  let digits = onlyDigits(typed)
  let before = onlyDigits(typed.slice(0, caret)).length
  const forward = inputType === 'deleteContentForward'
  // One key (Backspace or Delete) took one character, and it was not a digit. A paste, autofill or
  // a selection deleted are taken as they are.
  const oneFormattingKey =
    (forward || inputType === 'deleteContentBackward') &&
    previous.length - typed.length === 1 &&
    digits === onlyDigits(previous)
  if (oneFormattingKey) {
    const at = forward ? before : before - 1
    if (at >= 0 && at < digits.length) {
      digits = digits.slice(0, at) + digits.slice(at + 1)
      before = at
    }
  }
  // The caret counts the digits that stay: not a pasted country code, none past the tenth.
  const kept = Math.min(Math.max(before - countryCodeLength(digits), 0), 10)
  const value = formatPhone(digits)
  return { value, caret: caretAfterDigits(value, kept) }
}

/** The index just after the n-th digit of a formatted phone number (after its "(" for none). */
function caretAfterDigits(value: string, n: number): number {
  if (n === 0) return value.startsWith('(') ? 1 : 0
  let seen = 0
  for (let i = 0; i < value.length; i++) {
    if (/\d/.test(value[i] ?? '') && ++seen === n) return i + 1
  }
  return value.length
}
