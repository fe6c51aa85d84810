import { describe, expect, it } from 'vitest'

import {
  NEWSLETTER_BACKGROUND,
  NEWSLETTER_CLAIM,
  NEWSLETTER_INVITATION,
  NEWSLETTER_NOTES,
  NEWSLETTER_TITLE,
} from './logic'

describe('newsletter copy (spec §2.15, §9)', () => {
  it('uses the quoted title and notes word for word', () => {
    expect(NEWSLETTER_TITLE).toBe('Stay Informed & Inspired')
    expect(NEWSLETTER_NOTES).toEqual(['Sent Monthly', 'Secure & Private'])
  })

  it('invites to the community for luxury properties, market trends and opportunities', () => {
    expect(NEWSLETTER_INVITATION).toMatch(/join our community/i)
    expect(NEWSLETTER_INVITATION).toContain(
      'curated insights on luxury properties, market trends and exclusive opportunities',
    )
  })

  it('claims over 2,000 subscribers and unsubscribe anytime', () => {
    expect(NEWSLETTER_CLAIM).toContain('over 2,000 subscribers')
    expect(NEWSLETTER_CLAIM).toContain('Unsubscribe anytime')
  })

  it('defaults to the local decorative background image', () => {
    expect(NEWSLETTER_BACKGROUND.url).toBe('/images/newsletter-bg.webp')
    expect(NEWSLETTER_BACKGROUND.alt).toBe('')
  })
})
