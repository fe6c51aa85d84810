import { describe, expect, it } from 'vitest'

import { editPhone, formatPhone, phoneDigits } from './phone'

describe('phone formatting as typed', () => {
  it.each([
    ['', ''],
    ['9', '(9'],
    ['973', '(973'],
    ['9735', '(973) 5'],
    ['973555', '(973) 555'],
    ['9735550', '(973) 555-0'],
    ['9735550101', '(973) 555-0101'],
    ['973-555-0101 ext 9', '(973) 555-0101'],
    ['+1 973 555 0101', '(973) 555-0101'],
    ['(973) 555-01', '(973) 555-01'],
  ])('%j reads %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown)
  })

  // Each case: the field before, the field right after the browser applied the key (| = caret).
  const edit = (before: string, after: string, key = 'deleteContentBackward') => {
    const caret = after.indexOf('|')
    const result = editPhone(before, after.replace('|', ''), caret, key)
    return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`
  }

  it('moves the caret past the formatting while typing', () => {
    expect(edit('(973', '(9735|')).toBe('(973) 5|')
    expect(edit('(973) 555', '(973) 5550|')).toBe('(973) 555-0|')
    expect(edit('', '9|')).toBe('(9|')
  })

  it('Backspace over a dash, space or bracket deletes the digit before it', () => {
    expect(edit('(973) 555-0101', '(973) 555|0101')).toBe('(973) 55|0-101')
    expect(edit('(973) 555-0101', '(973)|555-0101')).toBe('(97|5) 550-101')
    expect(edit('(973) 5', '(973)|5')).toBe('(97|5')
  })

  it('Delete over the formatting deletes the digit after it', () => {
    expect(edit('(973) 555-0101', '(973) 555|0101', 'deleteContentForward')).toBe('(973) 555|-101')
  })

  it('keeps the caret after the same digit when editing the middle', () => {
    expect(edit('(973) 555-0101', '(97|) 555-0101')).toBe('(97|5) 550-101')
    expect(edit('(973) 550-101', '(973) 557|0-101')).toBe('(973) 557|-0101')
    expect(edit('(973) 555-0101', '(|73) 555-0101')).toBe('(|735) 550-101')
  })

  it('takes a paste, an autofill or a deleted selection as it is: no digit is lost', () => {
    expect(edit('(973) 555-0101', '9735550101|', 'insertFromPaste')).toBe('(973) 555-0101|')
    expect(edit('(973) 555-0101', '973-555-0101|', 'insertReplacementText')).toBe('(973) 555-0101|')
    expect(edit('(973) 555-0101', '(973|555-0101')).toBe('(973|) 555-0101') // ") " selected
  })

  it('reads a pasted country code', () => {
    expect(edit('', '+1 973 555 0101|')).toBe('(973) 555-0101|')
  })

  it('keeps at most 10 digits', () => {
    expect(phoneDigits('12345678901234')).toBe('2345678901')
  })
})
