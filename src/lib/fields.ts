import type { FieldHook, SelectField } from 'payload'

type SelectSettings = Partial<Omit<SelectField, 'type' | 'options' | 'hasMany'>>

/** A drop-down of fixed values with its default, e.g. a section's variant or background. */
export const choice = (
  name: string,
  options: SelectField['options'],
  defaultValue: string,
  extra: SelectSettings = {},
): SelectField => ({ name, type: 'select', options, defaultValue, ...extra }) as SelectField

/** A drop-down every record must answer, with no default: e.g. what kind of request a lead is. */
export const requiredChoice = (
  name: string,
  options: SelectField['options'],
  extra: SelectSettings = {},
): SelectField => ({ name, type: 'select', options, required: true, ...extra }) as SelectField

/**
 * A stored record shown read-only as indented text in the studio (Payload's JSON editor loads
 * from a CDN the studio's policy refuses, and showed an empty box).
 */
export const recordView = { Field: '@/features/studio/JsonView#JsonView' } as const

/** A stored dollar figure shown read-only as "$459,000". */
export const moneyView = { Field: '@/features/studio/MoneyView#MoneyView' } as const

/**
 * For a "demo content" mark, read-only in the studio: a save by someone signed in clears it,
 * since what they saved is now theirs. The seed and the site's own writes (no user) leave it.
 */
export const clearedWhenEdited: FieldHook = ({ value, operation, req }) =>
  operation === 'update' && req.user && value === true ? false : value
