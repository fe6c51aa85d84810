/**
 * Persistence: inputs, contact and the unlocked flag under one key in localStorage.
 * Anything unreadable is ignored; failures (private mode, quota) are only logged.
 */
import { clampInputs, withinCaps, type MortgageInputs } from '@/features/mortgage/math'

export const STORAGE_KEY = 'mortgage-calculator-data'

export interface CalculatorContact {
  name: string
  email: string
  phone: string
  allowFollowUp: boolean
}

export interface SavedCalculator {
  inputs: MortgageInputs
  contact: CalculatorContact
  unlocked: boolean
}

export const EMPTY_CONTACT: CalculatorContact = {
  name: '',
  email: '',
  phone: '',
  allowFollowUp: true,
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '')

export function loadSaved(): SavedCalculator | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const data = JSON.parse(raw) as Partial<Record<keyof SavedCalculator, Record<string, unknown>>>
    const contact = data.contact ?? {}
    return {
      inputs: withinCaps(clampInputs(data.inputs ?? {})),
      contact: {
        name: text(contact.name),
        email: text(contact.email),
        phone: text(contact.phone),
        allowFollowUp: contact.allowFollowUp !== false,
      },
      unlocked: (data.unlocked as unknown) === true,
    }
  } catch (error) {
    console.error('Could not load the saved calculator', error)
    return null
  }
}

export function save(data: SavedCalculator) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(data))
  } catch (error) {
    console.error('Could not save the calculator', error)
  }
}

/**
 * A listing's "open in the calculator" link carries its price, tax rate and HOA fee
 * (`?price=&tax=&hoa=`): they replace those inputs, clamped like any other; the rest stays.
 */
export function prefillFromUrl(search: string, base: MortgageInputs): MortgageInputs | null {
  const params = new URLSearchParams(search)
  const read = (name: string) => {
    const value = params.get(name)
    const number = value === null || value.trim() === '' ? NaN : Number(value)
    return Number.isFinite(number) ? number : undefined
  }
  const price = read('price')
  const tax = read('tax')
  const hoa = read('hoa')
  if (price === undefined && tax === undefined && hoa === undefined) return null
  const merged = {
    ...base,
    ...(price !== undefined ? { purchasePrice: price } : {}),
    ...(tax !== undefined ? { propertyTaxRate: tax } : {}),
    ...(hoa !== undefined ? { hoaFees: hoa } : {}),
  }
  return withinCaps(clampInputs(merged))
}
