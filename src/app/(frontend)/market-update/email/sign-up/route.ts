import { POST as signUp } from '@/app/(frontend)/api/report-subscription/route'
import { MAX_BODY_BYTES } from '@/features/leads/server/http'
import { signUpAnswerPage } from '@/features/market/subscription/pages'
import { REPORT_FAILURE } from '@/features/market/subscription/rules'
import { readAtMost } from '@/lib/body'
import { AREA_SLUGS } from '@/lib/areas'

const FIELDS = ['area', 'email', 'name', 'website'] as const

/**
 * The report's sign-up form as a browser without scripts sends it (a plain form POST): its fields
 * go through the very endpoint the scripted form uses (rate limit, origin, rules, store), and the
 * answer is a small page with the same sentence.
 */
export async function POST(request: Request) {
  const raw = await readAtMost(request, MAX_BODY_BYTES)
  if (!raw) return signUpAnswerPage(413, 'That request is too large.', null)
  const form = new URLSearchParams(new TextDecoder().decode(raw))
  const area = form.get('area')
  const known = area && (AREA_SLUGS as readonly string[]).includes(area) ? area : null
  const fields: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = form.get(field)
    if (value !== null && (field !== 'name' || value.trim())) fields[field] = value
  }
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  const reply = await signUp.handle({
    url: request.url,
    headers,
    body: async () => new TextEncoder().encode(JSON.stringify(fields)),
  })
  const json = reply.json as { message?: unknown; error?: unknown }
  const sentence = String((reply.status === 200 ? json.message : json.error) ?? REPORT_FAILURE)
  return signUpAnswerPage(reply.status, sentence, known)
}
