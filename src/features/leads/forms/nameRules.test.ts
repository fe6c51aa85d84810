import { describe, expect, it } from 'vitest'

import { CONTACT_RULES, NAME_NOT_PLAIN, NAME_TOO_LONG, nameProblem, webAddressIn } from './rules'

/** The slowest name a 16 KiB request can carry for a check that backtracks over dotted words. */
const WORST = 'a.'.repeat(8100)

/** The fastest of three runs, in milliseconds: one slow tick of a busy machine is not the check. */
function fastest(run: () => unknown): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    run()
    best = Math.min(best, performance.now() - started)
  }
  return best
}

describe('a long name costs the server next to nothing', () => {
  it('refuses an over-long name at once with a clear error, in every form that asks a name', () => {
    for (const rule of [nameProblem, CONTACT_RULES.name]) {
      expect(rule(WORST)).toBe(NAME_TOO_LONG)
      expect(fastest(() => rule(WORST))).toBeLessThan(100)
    }
    expect(nameProblem(`  ${'Dana Whitfield '.repeat(9)}`)).toBe(NAME_TOO_LONG)
  })

  it('looks for a web address in time that grows with the text, not its square', () => {
    expect(fastest(() => webAddressIn(WORST))).toBeLessThan(100)
    expect(fastest(() => webAddressIn('Ann '.repeat(4000) + 'evil.com'))).toBeLessThan(100)
    expect(webAddressIn('Ann '.repeat(4000) + 'evil.com')).toBe(true)
  })
})

describe('a web address spelled with other characters is still a web address', () => {
  it('refuses other scripts, dot-like and invisible characters, and passes real names', () => {
    for (const name of [
      'пример.рф',
      'Ann пример.рф/x',
      'evil。com',
      'evil．com',
      'evil｡com',
      'evil․com',
      'evil‧com',
      'evil·com',
      'evil\u200b.com',
      'evil.\u200dcom',
      'evil\u00ad.com',
      'ｅｖｉｌ.ｃｏｍ',
      'उदाहरण.भारत',
      'Ann ｈｔｔｐｓ：／／x',
      'Ann １９８.５１.１００.７',
    ])
      expect(nameProblem(name), JSON.stringify(name)).toBe(NAME_NOT_PLAIN)
    // …while the names people have, in any script, still pass.
    for (const name of [
      "Mary-Jane O'Neil",
      'St. John',
      'José Núñez',
      '李小龙',
      'J. R. R. Tolkien',
      'J.R.R. Tolkien',
      'Zoë Ægir-Łukasz',
      'Ольга Петрова',
      'ジョン・スミス',
    ])
      expect(nameProblem(name), name).toBeUndefined()
  })
})
