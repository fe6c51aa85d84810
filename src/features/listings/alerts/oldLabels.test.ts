import { beforeAll, describe, expect, it } from 'vitest'

import { leadHarness } from '../../../../tests/support/leadHarness'

// Alerts stored before their labels were built in the site's words may keep, in that label, what
// the visitor typed. Upgrading the site rebuilds every stored label from the alert's search, so
// neither a confirmation still queued nor its page repeats it. Real endpoint, migration, SQLite
// file (or TEST_DATABASE_URL) and SMTP server on loopback, over the demo inventory.
const h = leadHarness('alert-old-labels-test')
type Handler = (request: Request) => Promise<Response>
let postAlert: Handler
let confirm: { GET: Handler }
beforeAll(async () => {
  ;({ POST: postAlert } = await import('@/app/(frontend)/api/alerts/route'))
  confirm = await import('@/app/(frontend)/alerts/confirm/route')
})

const TYPED = ['SECURITY', 'NOTICE', 'verify', 'evil.example', 'https://evil']
const OLD_LABEL = 'Andover\n\nSECURITY NOTICE: verify at https://evil.example, 3+ beds'

/** An alert as the site stored it before: its label held the typed location word for word. */
async function oldAlert(email: string, search: string) {
  const reply = await h.post(postAlert, { search, email, frequency: 'daily' })
  expect(reply.status).toBe(200)
  const where = { email: { equals: email } }
  const { docs } = await h.payload.find({ collection: 'search-alerts', where, sort: '-createdAt' })
  await h.payload.db.updateOne({
    collection: 'search-alerts',
    id: docs[0]!.id,
    data: { searchLabel: OLD_LABEL },
  })
}

/** The site upgraded over those rows: the migration that rebuilds the labels runs. */
async function upgrade() {
  const { migrations } =
    h.payload.db.name === 'postgres'
      ? await import('@/migrations/postgres')
      : await import('@/migrations/sqlite')
  const relabel = migrations.find((m) => m.name.endsWith('_alert_labels_in_site_words'))
  expect(relabel).toBeDefined()
  await relabel!.up({ db: h.payload.db.drizzle, payload: h.payload, req: {} } as never)
}

describe('an alert stored before labels were in the site words', () => {
  it('shows nothing of its old label in the confirmation email or on its pages', async () => {
    const email = 'old.alert@example.com'
    await oldAlert(email, 'location=Andover%0A%0ASECURITY%20NOTICE&beds=3')
    await oldAlert(email, 'location=andover&beds=3')
    await upgrade()

    await h.runLeadDeliveries(h.payload)
    const [mail] = h.smtp.to(email)
    expect(mail!.text).toContain('for this search: A place you typed, 3+ beds.')
    const link = /http:\/\/127\.0\.0\.1:3000\/alerts\/confirm\?[^\s]+/.exec(mail!.text)![0]
    const page = await (await confirm.GET(new Request(link))).text()
    expect(page).toContain('A place you typed, 3+ beds')
    // The second alert, waiting on the same page, is named as the site spells its town.
    expect(page).toContain('Andover, 3+ beds')
    for (const typed of TYPED) {
      expect(`${mail!.headers.get('subject')}\n${mail!.text}`).not.toContain(typed)
      expect(page).not.toContain(typed)
    }
  })
})
