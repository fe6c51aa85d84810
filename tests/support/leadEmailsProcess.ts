// A second server process's email sender, for the tests of the email queue across processes: it
// connects to the database of DATABASE_URL (and SMTP_URL), prints "ready", and on a line on its
// input sends the due lead emails once, prints "done" and exits.
import readline from 'node:readline'

import { _internal_jobSystemGlobals } from 'payload'

_internal_jobSystemGlobals.shouldAutoRun = false
const { payloadClient } = await import('@/lib/payload')
const { runLeadDeliveries } = await import('@/features/leads/delivery/queue')
const payload = await payloadClient()
console.log('ready')
const input = readline.createInterface({ input: process.stdin })
await new Promise((resolve) => input.once('line', resolve))
await runLeadDeliveries(payload, { gather: 0 })
console.log('done')
await payload.destroy()
process.exit(0)
