import { describe, expect, it } from 'vitest'

import { calculateMortgage, DEFAULT_INPUTS } from '@/features/mortgage/math'

import { contactAgentEmail } from './contact'
import {
  mortgageAgentEmail,
  mortgageBreakdownEmail,
  type MortgageLead,
} from '@/features/mortgage/lead/emails'
import { confirmationEmail, subscriberAgentEmail, welcomeEmail } from './newsletter'
import type { AgentContext } from './shared'

const agent: AgentContext = {
  agentName: 'Morgan Avery',
  agentEmail: 'morgan.avery@example.com',
  agentPhone: '(973) 555-0100',
  siteUrl: 'https://agent.example',
}
const createdAt = '2026-11-22T15:30:00.000Z'

describe('the agent’s notice of a contact message', () => {
  const email = contactAgentEmail(
    {
      id: 7,
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(973) 555-0101',
      message: 'Can we see the Lake Drive colonial on Saturday?',
      sourceUrl: 'https://agent.example/contact',
      createdAt,
    },
    agent,
  )

  it('goes to the agent, and a reply goes to the visitor', () => {
    expect(email).toMatchObject({
      to: 'morgan.avery@example.com',
      replyTo: 'dana@example.com',
      subject: 'New contact message from Dana Whitfield',
    })
  })

  it('lists who, how to reach them, when, from which page, what they wrote and where to open it', () => {
    expect(email.text).toMatch(/Phone:\s+\(973\) 555-0101/)
    expect(email.text).toContain('Nov 22, 2026')
    expect(email.text).toContain('https://agent.example/contact')
    expect(email.text).toContain('Can we see the Lake Drive colonial on Saturday?')
    expect(email.text).toContain('https://agent.example/studio/collections/contact-messages/7')
  })
})

describe('newsletter emails', () => {
  const lead = { id: 3, email: 'sam@example.com', sourceUrl: null, createdAt }

  it('tells the agent who subscribed, leaving out what is unknown', () => {
    const email = subscriberAgentEmail(lead, agent)
    expect(email.subject).toBe('New newsletter subscriber: sam@example.com')
    expect(email.text).not.toContain('Page:')
  })

  it('welcomes the subscriber with the unsubscribe link in the text and the headers', () => {
    const headers = { 'List-Unsubscribe': '<https://agent.example/unsubscribe?x>' }
    const email = welcomeEmail(lead, agent, { url: 'https://agent.example/unsubscribe?x', headers })
    expect(email.to).toBe('sam@example.com')
    expect(email.headers).toBe(headers)
    expect(email.text).toContain('Unsubscribe with one click: https://agent.example/unsubscribe?x')
    expect(email.text).toContain('Your first newsletter will arrive soon.')
  })

  it('asks the address to confirm with a link, and repeats nothing the visitor wrote', () => {
    const url = 'https://agent.example/newsletter/confirm?id=3&token=abc'
    const email = confirmationEmail(lead, agent, url)
    expect(email.to).toBe('sam@example.com')
    expect(email.subject).toBe("Please confirm your subscription to Morgan Avery's newsletter")
    expect(email.text).toContain(url)
    expect(email.text).not.toContain('sam@example.com')
    expect(email.headers).toBeUndefined()
  })
})

describe('the mortgage calculator’s emails', () => {
  const withPmiAndExtras = calculateMortgage(
    { ...DEFAULT_INPUTS, downPaymentPercent: 10, hoaFees: 150, extraPrincipal: 200 },
    { year: 2026, month: 11 },
  )
  const lead: MortgageLead = {
    id: 12,
    name: 'Alex Rivera',
    email: 'alex@example.com',
    phone: '(908) 555-0199',
    allowFollowUp: true,
    inputs: withPmiAndExtras.inputs,
    results: withPmiAndExtras.results,
    sourceUrl: 'https://agent.example/mortgage-calculator',
    createdAt,
  }
  const { results } = withPmiAndExtras

  it('sends the visitor their breakdown, cents for monthly lines and whole dollars for sums', () => {
    const email = mortgageBreakdownEmail(lead, agent)
    expect(email.to).toBe('alex@example.com')
    expect(email.replyTo).toBe('morgan.avery@example.com')
    expect(email.subject).toMatch(/^Your mortgage estimate: \$[\d,]+\.\d{2} a month$/)
    expect(email.text).toMatch(/Total monthly:\s+\$[\d,]+\.\d{2}\n/)
    expect(email.text).toMatch(/PMI:\s+\$[\d,]+\.\d{2}/)
    expect(email.text).toMatch(/HOA:\s+\$150\.00/)
    expect(email.text).toMatch(/Extra principal:\s+\$200\.00/)
    expect(email.text).toMatch(/Purchase price:\s+\$750,000\n/)
    expect(email.text).toMatch(/Down payment:\s+\$75,000 \(10%\)/)
    expect(email.text).toMatch(/Loan:\s+30-Year Fixed at 6\.875%/)
    expect(email.text).toContain(`${results.payoffTimeline} (${results.payoffDate})`)
    expect(email.text).toMatch(/Interest saved:\s+\$[\d,]+ with extra principal/)
    expect(email.text).toContain('(973) 555-0100')
  })

  it('carries nothing the visitor wrote, since anyone can type any address into the form', () => {
    const email = mortgageBreakdownEmail(lead, agent)
    expect(`${email.subject}\n${email.text}`).not.toMatch(/Alex|Rivera|555-0199|alex@example\.com/)
  })

  it('leaves out PMI, HOA, extra principal and interest saved when they do not apply', () => {
    const plain = calculateMortgage(DEFAULT_INPUTS, { year: 2026, month: 11 })
    const email = mortgageBreakdownEmail({ ...lead, ...plain }, agent)
    for (const line of ['PMI:', 'HOA:', 'Extra principal:', 'Interest saved:']) {
      expect(email.text).not.toContain(line)
    }
  })

  it('gives the agent the contact, the follow-up consent and the same figures', () => {
    const email = mortgageAgentEmail(lead, agent)
    expect(email).toMatchObject({ to: 'morgan.avery@example.com', replyTo: 'alex@example.com' })
    expect(email.subject).toBe('New mortgage estimate request from Alex Rivera')
    expect(email.text).toMatch(/Follow-up:\s+Yes, agreed to follow-up/)
    expect(email.text).toContain(mortgageBreakdownEmail(lead, agent).text.split('\n\n')[2])
    expect(email.text).toContain('https://agent.example/studio/collections/mortgage-leads/12')
    const declined = mortgageAgentEmail({ ...lead, allowFollowUp: false }, agent)
    expect(declined.text).toMatch(/Follow-up:\s+No follow-up wanted/)
  })
})
