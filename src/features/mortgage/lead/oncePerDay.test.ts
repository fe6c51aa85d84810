import { describe, expect, it } from 'vitest'

import { DEFAULT_INPUTS } from '@/features/mortgage/math'

import { leadHarness } from '../../../../tests/support/leadHarness'

// The calculator emails its breakdown to whatever address was typed in: that address gets one a
// day at most, so the form cannot be used to fill a stranger's inbox. Every lead still reaches the
// agent. Real endpoint, SQLite file and SMTP on loopback.
const h = leadHarness('mortgage-once-test')

const ask = (email: string, inputs: object = {}) =>
  h.post(h.postMortgage, {
    contact: { name: 'Jordan Avery', email, phone: '9735550101', allowFollowUp: false },
    inputs: { ...DEFAULT_INPUTS, ...inputs },
    meta: { sourceUrl: 'http://127.0.0.1:3000/mortgage-calculator', userAgent: 'Test' },
  })
const noticesAbout = (email: string) =>
  h.smtp.to(h.agentEmail).filter((m) => m.text.includes(email))

describe('the breakdown email of the mortgage calculator', () => {
  it('goes to an address once a day; later estimates are kept and reach the agent', async () => {
    const email = 'inbox.target@example.com'
    const replies = await Promise.all([ask(email), ask(email, { interestRate: 7 })])
    expect(replies.map((reply) => reply.status)).toEqual([200, 200])
    expect((await ask(email.toUpperCase(), { interestRate: 7.5 })).status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    expect(h.smtp.to(email)).toHaveLength(1)
    const notices = noticesAbout(email)
    expect(notices).toHaveLength(3)
    expect(notices.filter((m) => m.text.includes('so no email went to it now'))).toHaveLength(2)
  })

  it('gives a loan of nothing no payoff line', async () => {
    const email = 'all.cash@example.com'
    expect((await ask(email, { downPaymentPercent: 100 })).status).toBe(200)
    await h.runLeadDeliveries(h.payload)
    const [mail] = h.smtp.to(email)
    expect(mail!.text).toMatch(/Loan amount:\s+\$0\b/)
    expect(mail!.text).not.toContain('Paid off in')
  })
})
