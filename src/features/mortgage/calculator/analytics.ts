/**
 * Analytics events, pushed to window.dataLayer (the Google Tag Manager convention), so
 * the agent can connect any analytics tool without touching the code.
 */
export type CalculatorStep = 'inputs' | 'contact' | 'results'

export type CalculatorEvent =
  | { event: 'calculate_clicked'; step: 'initial' | 'recalculate' }
  | { event: 'step_changed'; from: CalculatorStep; to: CalculatorStep }
  | { event: 'form_submitted'; success: boolean; error: string | null; retry_count: number }
  | { event: 'calculation_updated'; price: number; down_percent: number; rate: number }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function track(event: CalculatorEvent) {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}
