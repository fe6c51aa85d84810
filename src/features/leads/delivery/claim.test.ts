import { describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'
import { wordedProcess } from '../../../../tests/support/wordedProcess'

const h = leadHarness('claim-test')

/** Another server process on the same database and SMTP server, ready to send on a word. */
async function otherProcess() {
  const tell = await wordedProcess('tests/support/leadEmailsProcess.ts')
  return { send: () => tell('go') }
}

describe('lead emails with two server processes', () => {
  it('sends each queued email once when both processes send at the same moment', async () => {
    const visitors = Array.from({ length: 40 }, (_, i) => `race-${i}@example.com`)
    // Stored without the endpoints' own background send, so that nothing goes before the race.
    for (const email of visitors)
      await h.payload.create({
        collection: 'contact-messages',
        data: {
          name: 'Casey Morgan',
          email,
          phone: '(973) 555-0150',
          message: 'Is the colonial on Sparta Avenue still available to see this week?',
          status: 'new',
        },
      })
    const other = await otherProcess()
    await Promise.all([other.send(), h.runLeadDeliveries(h.payload, { gather: 0 })])

    const notices = h.smtp.to(h.agentEmail)
    for (const email of visitors)
      expect(
        notices.filter((m) => m.text.includes(email)),
        email,
      ).toHaveLength(1)
    const { totalDocs } = await h.payload.count({ collection: 'payload-jobs' })
    expect(totalDocs).toBe(0)
  }, 120_000)
})
