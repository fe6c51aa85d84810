import { readCriteria } from '../search/criteria'
import { alertLabel } from './label'

type StoredAlert = { id: number | string; search: string | null }
type ListedPlace = { city: string | null; county: string | null }

/**
 * Each stored alert's label rebuilt from its stored search, with the towns and counties listed
 * now: alerts stored before labels were built in the site's words (label.ts) may hold what the
 * visitor typed there, and that label reaches emails and pages sent to the typed address.
 */
export function rebuiltAlertLabels(
  alerts: StoredAlert[],
  listed: ListedPlace[],
): { id: number | string; label: string }[] {
  const places = {
    cities: [...new Set(listed.flatMap((p) => p.city ?? []))],
    counties: [...new Set(listed.flatMap((p) => p.county ?? []))],
  }
  return alerts.map((alert) => ({
    id: alert.id,
    label: alertLabel(readCriteria(new URLSearchParams(alert.search ?? '')), places),
  }))
}
