import { describe, expect, it, vi } from 'vitest'

import { routeTestbed } from '../../tests/support/routeTestbed'
import type { HttpError } from '@/lib/httpError'

routeTestbed('limit-submissions-test')

const fromOneVisitor = {
  url: 'http://127.0.0.1:3000/api/contact',
  headers: new Headers({ 'x-forwarded-for': '203.0.113.50' }),
}

describe('the lead limit of one process', () => {
  it('counts a form together in every copy of the endpoint code the process has loaded', async () => {
    // The production server answers leads with the code instrumentation.ts loaded; a request
    // that reaches Next.js's route instead runs Next.js's own copy of the same modules.
    const first = await import('@/lib/limitSubmissions')
    for (let i = 0; i < 5; i++) await first.limitSubmissions(fromOneVisitor)
    vi.resetModules()
    const second = await import('@/lib/limitSubmissions')
    expect(second).not.toBe(first)
    const refused = await second.limitSubmissions(fromOneVisitor).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Error)
    expect((refused as HttpError).status).toBe(429)
  })
})
