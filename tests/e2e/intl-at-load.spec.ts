import { expect, test } from '@playwright/test'

import { PATH, seeEstimate } from './calculator-helpers'
import { listingPaths, waitForHydration } from './fixtures'

// A page's first Intl formatter makes the browser load its number or date formatting data (tens
// of milliseconds on a phone's main thread), so the calculator, a listing page and the buyers'
// page (the property search block, whose filters write "1,000+ sq ft", and the calculator block),
// which format money and numbers as they hydrate, must do it without one. Every Intl constructor
// and toLocale* call is counted from before the page's first script.
test('the calculator, a listing page and the buyers page hydrate without making an Intl formatter', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { intlCalls: calls })
    const count = <T extends object>(owner: T, key: keyof T & string, name: string) => {
      const original = owner[key] as unknown as (...args: unknown[]) => unknown
      owner[key] = new Proxy(original, {
        construct: (target, args) => (calls.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (calls.push(name), Reflect.apply(target, self, args)),
      }) as T[keyof T & string]
    }
    count(Intl, 'NumberFormat', 'Intl.NumberFormat')
    count(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat')
    count(Number.prototype, 'toLocaleString', 'Number#toLocaleString')
    count(Date.prototype, 'toLocaleString', 'Date#toLocaleString')
    count(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString')
  })
  const listing = (await listingPaths(page.request))[0]!
  const dollars = /\$\d{1,3}(,\d{3})+/
  const search = page.getByRole('search', { name: 'Property search' })
  const calculator = page.getByRole('region', { name: 'Estimate Your Monthly Payment' })
  for (const [path, hydrated, wroteDollars] of [
    [PATH, [seeEstimate(page)], () => expect(page.getByText(dollars).first()).toBeVisible()],
    [
      listing,
      [page.getByRole('button', { name: 'Next photo' })],
      () => expect(page.getByText(dollars).first()).toBeVisible(),
    ],
    // The search block is drawn in the browser, its price choices with it.
    [
      '/buyers',
      [search.getByLabel('Location'), calculator.getByLabel('Purchase Price', { exact: true })],
      () => expect(search.locator('option', { hasText: dollars }).first()).toBeAttached(),
    ],
  ] as const) {
    await page.goto(path)
    for (const part of hydrated) await waitForHydration(part)
    await wroteDollars()
    expect(
      await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
      path,
    ).toEqual([])
  }
})
