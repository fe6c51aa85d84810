/**
 * The sellers' tools' analytics events, pushed to window.dataLayer (the Google Tag Manager
 * convention) as the mortgage calculator's are. They carry what happened and how well, never
 * what the visitor typed: no address, town, facts or price.
 */
export type SellerEvent =
  | {
      event: 'home_value_estimate'
      confidence: 'high' | 'medium' | 'low'
      /** How many closed sales the estimate compared with. */
      comparables: number
    }
  | {
      event: 'home_value_refused'
      reason: 'few_sales' | 'no_valuation' | 'no_data' | 'unknown_place'
    }
  | { event: 'home_value_net_sheet'; confidence: 'high' | 'medium' | 'low' }
  | {
      event: 'net_sheet_viewed'
      /** The address named the price, as the estimate's link does; otherwise the typical sale. */
      price_given: boolean
    }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushEvent(event: SellerEvent) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}
