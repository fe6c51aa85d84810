import { describe, expect, it } from 'vitest'

import {
  assumptionsQuery,
  readAssumptions,
  type AssumptionDefaults,
  type RawParams,
} from './assumptions'

const DEFAULTS: AssumptionDefaults = {
  rent: 4200,
  vacancy: 5,
  tax: 11_000,
  insurance: 1_750,
  maintenance: 8,
  management: 8,
  utilities: 150,
  hoa: 0,
  down: 25,
  closing: 3,
  rate: 6.5,
  term: 30,
}
const params = (query: string): RawParams => Object.fromEntries(new URLSearchParams(query))

describe('the investment assumptions in the address', () => {
  it('takes the home’s defaults where the address says nothing', () => {
    const read = readAssumptions({}, DEFAULTS)
    expect(read.assumptions).toEqual(DEFAULTS)
    expect(read.changed).toEqual({})
    expect(read.errors).toEqual({})
    expect(read.text.rate).toBe('6.5')
  })

  it('uses the visitor’s values, written with dollar signs, commas or percent signs', () => {
    const read = readAssumptions(params('rent=%244%2C500&down=20%25&term=15'), DEFAULTS)
    expect(read.assumptions).toMatchObject({ rent: 4500, down: 20, term: 15, vacancy: 5 })
    expect(read.changed).toEqual({ rent: true, down: true, term: true })
  })

  it('answers a value it cannot use with a message and keeps the default for the figures', () => {
    const read = readAssumptions(
      params('rent=lots&vacancy=150&term=2.5&rate=-1&closing=1e3'),
      DEFAULTS,
    )
    expect(read.assumptions).toEqual(DEFAULTS)
    expect(read.errors).toEqual({
      rent: 'Enter an amount in dollars from $0 to $1,000,000.',
      vacancy: 'Enter a percent from 0 to 100.',
      term: 'Enter a whole number of years from 1 to 40.',
      rate: 'Enter a percent from 0 to 25.',
      closing: 'Enter a percent from 0 to 20.',
    })
    // The form shows what was typed, so the visitor can correct it.
    expect(read.text.rent).toBe('lots')
  })

  it('has no figures without a rent until the visitor gives one', () => {
    const none = { ...DEFAULTS, rent: null }
    expect(readAssumptions({}, none).assumptions).toBeNull()
    expect(readAssumptions({}, none).text.rent).toBe('')
    expect(readAssumptions(params('rent=3100'), none).assumptions?.rent).toBe(3100)
  })

  it('writes only the visitor’s own values, beside the address’s other parameters, and reads them back', () => {
    const typed = readAssumptions(
      { rent: '4,800', vacancy: '5', down: '20', term: 'x', rate: '6.5' },
      DEFAULTS,
    )
    const query = assumptionsQuery(typed, new URLSearchParams('utm_source=mail&down=10'))
    expect(query).toBe('?utm_source=mail&rent=4800&down=20')
    const reloaded = readAssumptions(params(query.slice(1)), DEFAULTS)
    expect(reloaded.assumptions).toEqual({ ...DEFAULTS, rent: 4800, down: 20 })
    expect(assumptionsQuery(readAssumptions({}, DEFAULTS), new URLSearchParams())).toBe('')
  })
})
