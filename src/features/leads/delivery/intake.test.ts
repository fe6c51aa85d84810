import Database from 'libsql'
import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { databaseUrl, isPostgresUrl, sqliteFilePath } from '@/lib/env'

import { leadHarness } from '../../../../tests/support/leadHarness'
import { leadTypeOf, leadTypesOf } from '../leadType'
import { deliveriesWith, deliveryNamed } from './deliveries'

const h = leadHarness('intake-test')

/** The deliveries a new lead of `collection` is stored with. */
const queuedWithLead = (collection: CollectionSlug) => {
  const leadType = leadTypeOf(h.payload, collection)!
  return deliveriesWith(leadType, leadType.queuedWithLead)
}
/** Deliveries by the names their jobs carry. */
const named = (...names: string[]) =>
  names.map((name) => deliveryNamed(leadTypesOf(h.payload), name)!)

const mortgageLead = (email: string) => ({
  name: 'Priya Raman',
  email,
  phone: '(973) 555-0142',
  allowFollowUp: true,
  consentText: 'I agree to be contacted about my mortgage estimate.',
  inputs: {
    purchasePrice: 450000,
    downPaymentPercent: 10,
    downPaymentAmount: 45000,
    interestRate: 6.5,
    loanTerm: 30,
    propertyTaxRate: 2.1,
    insuranceRate: 0.35,
    pmiRate: 0.6,
    hoaFees: 0,
    extraPrincipal: 0,
  },
  results: {
    totalMonthly: 3604.12,
    principalAndInterest: 2559.85,
    propertyTaxMonthly: 787.5,
    insuranceMonthly: 131.25,
    pmiMonthly: 202.5,
    hoaMonthly: 0,
    extraMonthly: 0,
    loanAmount: 405000,
    cashToClose: 45000,
    interestSaved: 0,
    monthsSaved: 0,
    monthsToPayoff: 360,
    payoffTimeline: '30 years',
    payoffDate: 'December 2056',
  },
  status: 'new' as const,
  sourceUrl: 'http://127.0.0.1:3000/mortgage-calculator',
  userAgent: 'Mozilla/5.0 (test)',
})

const subscriber = (email: string) => ({
  email,
  subscription: 'pending' as const,
  status: 'new' as const,
  agentEmail: { state: null },
  visitorEmail: { state: null },
})

/** What the studio shows of a lead, without what differs between any two leads. */
async function asStored(collection: CollectionSlug, id: number | string) {
  const doc = (await h.payload.findByID({ collection, id, depth: 0 })) as unknown as Record<
    string,
    unknown
  >
  const { id: _id, createdAt, updatedAt, email: _email, ...rest } = doc
  expect(Date.parse(String(createdAt))).toBeGreaterThan(Date.now() - 60_000)
  expect(Date.parse(String(updatedAt)) - Date.parse(String(createdAt))).toBeLessThan(50)
  return rest
}

async function jobsOf(collection: string, id: number | string) {
  const { docs } = await h.payload.find({
    collection: 'payload-jobs',
    where: { 'input.leadId': { equals: String(id) }, 'input.collection': { equals: collection } },
    depth: 0,
    sort: 'id',
  })
  return docs.map((job) => ({
    input: { ...(job.input as object), leadId: 'the lead' },
    taskSlug: job.taskSlug,
    queue: job.queue,
    processing: job.processing,
    hasError: job.hasError,
    totalTried: job.totalTried,
    completedAt: job.completedAt ?? null,
  }))
}

describe('the lead intake', () => {
  it('stores a lead and its queued emails exactly as the studio would have stored them', async () => {
    const { insertLead } = await import('./intake')
    for (const [collection, data] of [
      ['mortgage-leads', mortgageLead],
      ['newsletter-subscribers', subscriber],
    ] as const) {
      const emails = queuedWithLead(collection)
      const fast = await insertLead(h.payload, {
        collection,
        data: data(`fast.${collection}@example.com`),
        deliveries: emails,
      })
      const slow = await h.payload.create({
        collection,
        data: data(`slow.${collection}@example.com`) as never,
      })
      expect(fast).not.toBeNull()
      expect(await asStored(collection, fast!.id)).toEqual(await asStored(collection, slow.id))
      expect(await jobsOf(collection, fast!.id)).toEqual(await jobsOf(collection, slow.id))
      expect(await jobsOf(collection, fast!.id)).toHaveLength(emails.length)
    }
  })

  it('stores a burst of leads together, each with its own emails', async () => {
    const { insertLead } = await import('./intake')
    const stored = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        insertLead(h.payload, {
          collection: 'mortgage-leads',
          data: mortgageLead(`burst.${i}@example.com`),
          deliveries: named('mortgage-agent', 'mortgage-breakdown'),
        }),
      ),
    )
    const ids = new Set(stored.map((s) => s!.id))
    expect(ids.size).toBe(120)
    const { docs: jobs } = await h.payload.find({
      collection: 'payload-jobs',
      where: { 'input.collection': { equals: 'mortgage-leads' } },
      pagination: false,
      depth: 0,
    })
    for (const id of ids) {
      const own = jobs.filter((job) => (job.input as { leadId: string }).leadId === String(id))
      expect(own.map((job) => (job.input as { delivery: string }).delivery).sort()).toEqual([
        'mortgage-agent',
        'mortgage-breakdown',
      ])
    }
  })

  it('refuses a lead the database refuses alone, and keeps the others that came with it', async () => {
    const { insertLead } = await import('./intake')
    const lead = (email: string, ignoreDuplicate = false) =>
      insertLead(h.payload, {
        collection: 'newsletter-subscribers',
        data: subscriber(email),
        deliveries: named('subscriber-confirm'),
        ignoreDuplicate,
      })
    await lead('taken@example.com')
    const [before, twice, after, quietly] = await Promise.allSettled([
      lead('before.taken@example.com'),
      lead('taken@example.com'),
      lead('after.taken@example.com'),
      lead('taken@example.com', true),
    ])
    expect(before.status).toBe('fulfilled')
    expect(twice.status).toBe('rejected')
    expect(after.status).toBe('fulfilled')
    // A duplicate the caller expects is kept out without an error, and nothing is queued for it.
    expect(quietly).toEqual({ status: 'fulfilled', value: null })
    for (const email of ['before.taken@example.com', 'after.taken@example.com']) {
      const row = await h.subscriber(email)
      expect(await jobsOf('newsletter-subscribers', row.id)).toHaveLength(1)
    }
    const { totalDocs } = await h.payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'taken@example.com' } },
    })
    expect(totalDocs).toBe(1)
  })

  it.skipIf(isPostgresUrl(databaseUrl()))(
    'waits for another writer without stopping the server, then stores the lead',
    async () => {
      const { insertLead } = await import('./intake')
      const other = new Database(sqliteFilePath(databaseUrl()))
      other.exec('BEGIN IMMEDIATE') // another process holds the write lock
      let ticks = 0
      const timer = setInterval(() => ticks++, 5)
      const stored = insertLead(h.payload, {
        collection: 'mortgage-leads',
        data: mortgageLead('waited@example.com'),
        deliveries: named('mortgage-agent'),
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      other.exec('COMMIT')
      other.close()
      const { id } = (await stored)!
      clearInterval(timer)
      expect(ticks).toBeGreaterThan(20) // the event loop ran on while the lead waited
      expect(await jobsOf('mortgage-leads', id)).toHaveLength(1)
    },
  )
})
