import { describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'

const h = leadHarness('requeue-test')

const message = (email: string) => ({
  name: 'Morgan Ellis',
  email,
  phone: '(973) 555-0161',
  message: 'We would like to see the farmhouse on Route 94 before the weekend.',
  status: 'new' as const,
})

/** A lead stored by a process killed before it wrote the lead's email job. */
async function leadWithoutItsJob(email: string) {
  const lead = await h.payload.create({ collection: 'contact-messages', data: message(email) })
  await h.payload.delete({
    collection: 'payload-jobs',
    where: { 'input.leadId': { equals: String(lead.id) } },
  })
  return lead
}

describe('lead emails whose job was lost', () => {
  it('are queued again and sent once', async () => {
    await leadWithoutItsJob('lost.job@example.com')
    const { requeueLostLeadDeliveries } = await import('./requeue')
    const later = new Date(Date.now() + 2 * 60_000)
    expect(await requeueLostLeadDeliveries(h.payload, { now: later })).toBe(1)
    // Asked again before it went: the email has its job now, and is not queued twice.
    expect(await requeueLostLeadDeliveries(h.payload, { now: later })).toBe(0)
    await h.runLeadDeliveries(h.payload, { gather: 0 })
    const notices = h.smtp.to(h.agentEmail).filter((m) => m.text.includes('lost.job@example.com'))
    expect(notices).toHaveLength(1)
    expect((await h.contactLead('lost.job@example.com')).agentEmail).toMatchObject({
      state: 'sent',
    })
    expect(await requeueLostLeadDeliveries(h.payload, { now: later })).toBe(0)
  })

  it('are left alone while the process storing them may still be writing the job', async () => {
    await leadWithoutItsJob('just.stored@example.com')
    const { requeueLostLeadDeliveries } = await import('./requeue')
    expect(await requeueLostLeadDeliveries(h.payload)).toBe(0)
  })
})
