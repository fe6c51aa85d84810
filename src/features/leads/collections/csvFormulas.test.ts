import { describe, expect, it } from 'vitest'

import { neutralizeFormulas } from './csvFormulas'

describe('lead export cells', () => {
  it('writes every cell a spreadsheet would run as a formula as text', () => {
    const row = neutralizeFormulas({
      name: '=1+2*3',
      message: '@SUM(1,2)',
      phone: '+1 (973) 555-0101',
      notes: '-2+3',
      tabbed: '\t=cmd',
      returned: '\r=cmd',
      email: 'ann@example.com',
      createdAt: '2026-11-23T10:00:00.000Z',
      count: -3,
      empty: null,
    })
    expect(row).toEqual({
      name: "'=1+2*3",
      message: "'@SUM(1,2)",
      phone: "'+1 (973) 555-0101",
      notes: "'-2+3",
      tabbed: "'\t=cmd",
      returned: "'\r=cmd",
      email: 'ann@example.com',
      createdAt: '2026-11-23T10:00:00.000Z',
      count: -3,
      empty: null,
    })
  })
})
