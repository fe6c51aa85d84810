import type { AfterErrorHook } from 'payload'

/**
 * A refused save's errors field by field, which the studio needs to mark each wrong field with its
 * message. Payload writes them into its reply only for an error of its own error classes, and the
 * built site holds two copies of those (the one that started Payload at boot, the one answering the
 * request): its check failed, and the agent saw a toast, "The following field is invalid: Title",
 * with no field marked and none of the field's own message. Only errors meant for the studio
 * (public ones, like "this field is required") carry their fields.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { data, isPublic } = error as Error & { data?: Record<string, unknown>; isPublic?: boolean }
  if (!isPublic || !data || typeof data !== 'object' || !result) return
  const [first, ...rest] = result.errors ?? []
  if (!first || 'data' in first) return
  return { response: { ...result, errors: [{ ...first, name: error.name, data }, ...rest] } }
}
