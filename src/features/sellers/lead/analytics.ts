/**
 * The seller's lead form's analytics events, pushed to window.dataLayer (the Google Tag Manager
 * convention), so the agent can connect any analytics tool without touching the code.
 */
import type { SellerKind } from './rules'

export type SellerLeadEvent =
  | { event: 'seller_lead_started'; kind: SellerKind }
  | { event: 'seller_lead_submitted'; kind: SellerKind }
  | { event: 'seller_lead_failed'; kind: SellerKind; error: string }

export function trackSellerLead(event: SellerLeadEvent): void {
  if (typeof window === 'undefined') return
  const page = window as Window & { dataLayer?: unknown[] }
  page.dataLayer = page.dataLayer ?? []
  page.dataLayer.push(event)
}
