import { describe, expect, it } from 'vitest'

import { readNetSheet } from './inputs'

const TODAY = new Date('2026-11-27T15:00:00Z')

describe('reading the net sheet from the address', () => {
  it('shows a typical Sussex County sale when the address is empty', () => {
    const { inputs, text, errors } = readNetSheet({}, TODAY)
    expect(errors).toEqual({})
    expect(inputs).toMatchObject({
      price: 415_000,
      payoff: 0,
      listingPercent: 2.5,
      buyerAgentPercent: 2.5,
      closing: '2027-01-11', // 45 days on
      annualTax: 11_205, // Sussex County's typical 2.7 %, as its listing pages use
      attorney: 1_500,
      reduced: false,
      nonResident: false,
      well: false,
    })
    expect(text.price).toBe('415000')
  })

  it('works the typical tax out on the price given, when the address gives no tax', () => {
    // An estimate's link gives its price alone: $800,000 at Sussex County's 2.7 %.
    const { inputs, text } = readNetSheet({ price: '800000' }, TODAY)
    expect(inputs.annualTax).toBe(21_600)
    expect(text.tax).toBe('21600')
    // A tax given is the visitor's own, whatever the price.
    expect(readNetSheet({ price: '800000', tax: '9000' }, TODAY).inputs.annualTax).toBe(9000)
  })

  it('reads every field and flag', () => {
    const { inputs, errors } = readNetSheet(
      {
        price: '$525,000',
        payoff: '180000.50',
        listing: '3',
        buyerAgent: '2%',
        closing: '2026-08-14',
        tax: '11,200',
        concessions: '2500',
        attorney: '1250',
        other: '300',
        reduced: '1',
        nonResident: 'on',
        purchase: '310000',
        well: '1',
      },
      TODAY,
    )
    expect(errors).toEqual({})
    expect(inputs).toEqual({
      price: 525_000,
      payoff: 180_000.5,
      listingPercent: 3,
      buyerAgentPercent: 2,
      closing: '2026-08-14',
      annualTax: 11_200,
      concessions: 2_500,
      attorney: 1_250,
      other: 300,
      purchasePrice: 310_000,
      reduced: true,
      nonResident: true,
      well: true,
    })
  })

  it('keeps a bad value as typed, with a message, and leaves it out', () => {
    const { inputs, text, errors } = readNetSheet(
      { price: 'lots', listing: '12', closing: '2025-02-30', tax: '' },
      TODAY,
    )
    expect(text.price).toBe('lots')
    expect(errors).toEqual({
      price: 'Enter an amount in dollars, like 415000.',
      listing: 'Enter a percent from 0 to 10.',
      closing: 'Enter a date that exists on the calendar.',
      tax: "Enter this year's property tax, or 0.",
    })
    expect(inputs.price).toBeUndefined()
    expect(inputs.closing).toBeUndefined()
    expect(inputs.buyerAgentPercent).toBe(2.5)
  })

  it('shows at most 40 characters of what was typed', () => {
    const { text, errors } = readNetSheet({ other: '9'.repeat(5_000) }, TODAY)
    expect(text.other).toHaveLength(40)
    expect(errors.other).toBe('Enter at most $100,000,000.')
  })

  it('refuses a closing before the fees here took effect, and a price below $1,000', () => {
    const { errors } = readNetSheet({ closing: '2025-07-09', price: '999' }, TODAY)
    expect(errors.closing).toBe(
      'Enter a closing on or after July 10, 2025: the fees here hold from that day.',
    )
    expect(errors.price).toBe('Enter at least $1,000.')
    expect(readNetSheet({ closing: '2025-07-10' }, TODAY).errors).toEqual({})
  })

  it('reads an emptied cost as zero, and asks a non-resident what they paid', () => {
    const { inputs, errors } = readNetSheet({ payoff: '', other: ' ', nonResident: '1' }, TODAY)
    expect(inputs.payoff).toBe(0)
    expect(inputs.other).toBe(0)
    expect(errors).toEqual({ purchase: 'Enter what you paid for the home.' })
  })
})
