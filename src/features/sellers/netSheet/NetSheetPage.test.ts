import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { readNetSheet, type RawParams } from './inputs'
import { NetSheetPage } from './NetSheetPage'

const TODAY = new Date('2026-11-27T15:00:00Z')

/** The page's HTML as the server sends it, and its text as a visitor reads it. */
function render(params: RawParams) {
  const html = renderToStaticMarkup(
    createElement(NetSheetPage, { read: readNetSheet(params, TODAY) }),
  )
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
  return { html, text }
}

const SALE = {
  price: '415000',
  payoff: '210000',
  listing: '2.5',
  buyerAgent: '2.5',
  closing: '2026-06-30',
  tax: '9125',
  concessions: '5000',
  attorney: '1500',
  other: '0',
  well: '1',
}

describe('the net sheet page', () => {
  it('shows the net, each line with its law, and the ladder', () => {
    const { text } = render(SALE)
    expect(text).toContain('Your estimated net $169,346.00')
    expect(text).toContain('Realty transfer fee')
    expect(text).toContain('−$3,359.00')
    expect(text).toContain('N.J.S.A. 46:15-7 et seq., from August 1, 2006')
    expect(text).toContain('P.L.2025, c.69, from July 10, 2025')
    expect(text).toContain('$9,125.00 a year × 180 of 365 days')
    expect(text).toContain('the buyer credits you $62.50 at closing')
    expect(text).toContain('Your net at nearby prices')
    expect(text).toContain('These figures are estimates, not legal or tax advice.')
  })

  it('fills the form from the address', () => {
    const { html } = render({ ...SALE, nonResident: '1', purchase: '300000' })
    expect(html).toMatch(/name="price"[^>]*value="415000"/)
    expect(html).toMatch(/name="closing"[^>]*value="2026-06-30"/)
    expect(html).toMatch(/name="nonResident" checked="" value="1"/)
    expect(html).toMatch(/name="reduced" value="1"\/>/)
  })

  it('marks the cliff when the ladder crosses $350,000', () => {
    const { text } = render({ ...SALE, price: '360000' })
    expect(text).toContain(
      'Fee cliff: one dollar more of price adds $634.80 to the realty transfer fee',
    )
  })

  it("puts a bad value's message next to its field and shows no net", () => {
    const { html, text } = render({ ...SALE, price: 'lots' })
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="net-price-error"[^>]*\/><p id="net-price-error"[^>]*>Enter an amount in dollars, like 415000.<\/p>/,
    )
    expect(text).toContain('Your estimated net —')
    expect(text).toContain('The net needs every field')
    expect(text).not.toContain('Your net at nearby prices')
    // What does not need the price is still shown.
    expect(text).toContain('−$210,000.00')
  })

  it('leaves a date field empty beside its message when the closing is not a real date', () => {
    const { html } = render({ ...SALE, closing: '2026-02-30' })
    expect(html).toMatch(/<input id="net-closing"[^>]*type="date"[^>]*value=""/)
    expect(html).toContain('Enter a date that exists on the calendar.')
    // A real date that is refused for another reason stays in the field.
    expect(render({ ...SALE, closing: '2025-07-01' }).html).toMatch(
      /<input id="net-closing"[^>]*value="2025-07-01"/,
    )
  })

  it('writes every minus the same way, and a line of nothing without one', () => {
    const { text } = render({ ...SALE, price: '300000', payoff: '400000' })
    // The payoff is more than the price: the net, its ladder and the lines all use U+2212.
    expect(text).toMatch(/Your estimated net −\$[\d,]+\.\d\d/)
    expect(text).not.toMatch(/-\$\d/)
    expect(text).toContain(' $0.00')
    expect(text).not.toContain('−$0.00')
  })
})
