import { describe, expect, it } from 'vitest'

import { formatNumber } from './digits'

const intl = new Intl.NumberFormat('en-US')

/** A small seeded generator, so a failure names values that come back on the next run. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
}

describe('formatNumber (counts and measures: living area, acres)', () => {
  it.each([
    [1850, '1,850'],
    [0.25, '0.25'],
    [2.5, '2.5'],
    [1234.5678, '1,234.568'],
    [1000000, '1,000,000'],
    [0, '0'],
    // Rounding that carries into the whole number, below the last decimal shown, and past 1e15.
    [0.9995, '1'],
    [999.9995, '1,000'],
    [9999999.9995, '10,000,000'],
    [-0.9995, '-1'],
    [-0.0004, '-0'],
    [1e-7, '0'],
    [1e15 + 0.5, '1,000,000,000,000,000.5'],
    [1.2345e21, '1,234,500,000,000,000,000,000'],
  ])('%d → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text)
  })

  it("writes what Intl.NumberFormat('en-US') writes, for every kind of value", () => {
    const random = seeded(7)
    const values: number[] = [0, -0, NaN, Infinity, -Infinity, 0.0005, 0.0015, 1.0005, 2.0005]
    for (let i = 0; i <= 20_000; i++) values.push(i / 1000, i * 7, -i / 8)
    for (let e = 0; e <= 26; e++) values.push(10 ** e, 10 ** e - 1, 2 ** (e * 3), 1.5 * 10 ** e)
    for (let i = 0; i < 5000; i++) {
      const size = random() * 10 ** Math.floor(random() * 16)
      values.push(size, -size, Math.round(size), Math.round(size * 1000) / 1000, size + 0.0005)
    }
    const differing = values.filter((v) => formatNumber(v) !== intl.format(v))
    expect(differing.map((v) => [v, formatNumber(v), intl.format(v)])).toEqual([])
  })
})
