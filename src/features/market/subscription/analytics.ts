/**
 * The monthly report form's analytics events, pushed to window.dataLayer (the Google Tag Manager
 * convention), so the agent can connect any analytics tool without touching the code.
 */
export type ReportSubscriptionEvent =
  | { event: 'report_subscription_started'; area: string }
  | { event: 'report_subscription_submitted'; area: string }
  | { event: 'report_subscription_failed'; area: string; error: string }

export function trackReportSubscription(event: ReportSubscriptionEvent): void {
  if (typeof window === 'undefined') return
  const page = window as Window & { dataLayer?: unknown[] }
  page.dataLayer = page.dataLayer ?? []
  page.dataLayer.push(event)
}
