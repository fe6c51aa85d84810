// The lead forms bench:leads sends, and its load helpers: open-loop pacing, timing, percentiles.
import { DEFAULT_INPUTS } from '../src/features/mortgage/math/constants'
import { sleep } from './site'

export type Endpoint = {
  path: string
  collection: string
  emails: number
  body: (i: number) => object
}

export const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/newsletter',
    collection: 'newsletter-subscribers',
    emails: 1,
    body: (i) => ({ email: `bench-${i}@example.com` }),
  },
  {
    path: '/api/contact',
    collection: 'contact-messages',
    emails: 1,
    body: (i) => ({
      name: `Bench Visitor ${i}`,
      email: `bench-${i}@example.com`,
      phone: '(973) 555-0100',
      message: 'A benchmark message that is long enough to pass the rules.',
    }),
  },
  {
    path: '/api/mortgage-calculator',
    collection: 'mortgage-leads',
    emails: 2,
    body: (i) => ({
      contact: {
        name: `Bench Visitor ${i}`,
        email: `bench-${i}@example.com`,
        phone: '9735550100',
        allowFollowUp: true,
      },
      // The calculator's own defaults, with some extra principal so that each lead differs.
      inputs: { ...DEFAULT_INPUTS, extraPrincipal: 100 + (i % 400) },
    }),
  },
]

let n = 0
/** A new visitor: a lead number, and a client address no request used before. */
export const visitor = () => {
  const i = ++n
  return { i, address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }
}

export type Outcome = { ms: number; ok: boolean; status: number | string }

export async function timed(url: string, init?: RequestInit): Promise<Outcome> {
  const started = performance.now()
  try {
    const reply = await fetch(url, init)
    await reply.arrayBuffer()
    return { ms: performance.now() - started, ok: reply.status === 200, status: reply.status }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { ms: performance.now() - started, ok: false, status: cause?.code ?? String(error) }
  }
}

/** Open loop: `perSecond` requests leave on schedule for `duration` seconds. */
export async function load(send: () => Promise<Outcome>, perSecond: number, duration: number) {
  const total = perSecond * duration
  const start = performance.now()
  const pending: Promise<Outcome>[] = []
  for (let k = 0; k < total; k++) {
    const wait = start + (k * 1000) / perSecond - performance.now()
    if (wait > 1) await sleep(wait)
    pending.push(send())
  }
  return Promise.all(pending)
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN
}
export const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`
