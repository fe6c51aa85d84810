// A second server process's lead endpoints, for the tests of leads stored by several processes at
// once: it connects to the database of DATABASE_URL, prints "ready", and on a line of JSON on its
// input ({ endpoint, bodies }) posts every body to that endpoint at once, prints "done", exits.
// It sends no email: the test's own process sends what both queued.
import readline from 'node:readline'

import { _internal_jobSystemGlobals } from 'payload'

_internal_jobSystemGlobals.shouldAutoRun = false
await (await import('@/features/leads/delivery/queue')).stopLeadDeliveries()
const endpoints = {
  'saved-homes': (await import('@/app/(frontend)/api/saved-homes/route')).POST,
  alerts: (await import('@/app/(frontend)/api/alerts/route')).POST,
}
const payload = await (await import('@/lib/payload')).payloadClient()
console.log('ready')
const input = readline.createInterface({ input: process.stdin })
const line = await new Promise<string>((resolve) => input.once('line', resolve))
const { endpoint, bodies } = JSON.parse(line) as {
  endpoint: keyof typeof endpoints
  bodies: object[]
}
await Promise.all(
  bodies.map((body, i) =>
    endpoints[endpoint](
      new Request(`http://127.0.0.1:3000/api/${endpoint}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          host: '127.0.0.1:3000',
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.7.${i + 1}`,
        },
      }),
    ),
  ),
)
console.log('done')
await payload.destroy()
process.exit(0)
