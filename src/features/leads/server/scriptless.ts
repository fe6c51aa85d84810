import { readAtMost } from '@/lib/body'
import type { LeadHandler } from '@/lib/siteProcesses'

import { escapeHtml, linkPage } from '../newsletter/linkPages'

import { MAX_BODY_BYTES } from './http'

type Titles = { sent: string; refused: string }

/**
 * A hidden field holding what the page showed as JSON (an estimate, investment figures), read
 * back for the endpoint; null when unreadable, which the endpoint's own rule then refuses.
 */
export function jsonField(form: URLSearchParams, name: string): unknown {
  try {
    return JSON.parse(form.get(name) ?? '')
  } catch {
    return null
  }
}

/**
 * A lead form as a browser without scripts sends it (a plain form POST): its fields go through
 * the very endpoint the scripted form uses (rate limit, origin, rules, store), and the answer is
 * a small page with the same sentence the form would show, and a link back to the page the
 * visitor came from (its own address only). `optional` fields left blank are not sent, as the
 * scripted form leaves them out; a `checkboxes` field is true when the browser sent it (ticked).
 */
export function scriptlessLeadRoute({
  endpoint,
  fields,
  optional = [],
  checkboxes = [],
  shape = (sent) => sent,
  thanks,
  titles,
  failure,
  back = () => null,
}: {
  endpoint: { handle: LeadHandler }
  fields: readonly string[]
  optional?: readonly string[]
  checkboxes?: readonly string[]
  /** The endpoint's body from the fields read, when it nests some of them (the default: as read). */
  shape?: (sent: Record<string, string | boolean>, form: URLSearchParams) => object
  /** The sentence of a sent form, when the scripted form words it itself. */
  thanks?: (form: URLSearchParams) => string
  titles: Titles
  /** The sentence when the endpoint gives none. */
  failure: string
  /** Where "Back" leads, from the form's fields; the page the form was on when null. */
  back?: (form: URLSearchParams) => { href: string; label: string } | null
}) {
  return async function POST(request: Request): Promise<Response> {
    const raw = await readAtMost(request, MAX_BODY_BYTES)
    if (!raw) return answer(413, ['That request is too large.'], titles, backLink(request, null))
    const form = new URLSearchParams(new TextDecoder().decode(raw))
    const sent: Record<string, string | boolean> = {}
    for (const field of fields) {
      const value = form.get(field)
      if (value !== null && (!optional.includes(field) || value.trim())) sent[field] = value
    }
    for (const box of checkboxes) sent[box] = form.has(box)
    const headers = new Headers(request.headers)
    headers.set('content-type', 'application/json')
    const reply = await endpoint.handle({
      url: request.url,
      headers,
      body: async () => new TextEncoder().encode(JSON.stringify(shape(sent, form))),
    })
    const json = reply.json as { message?: unknown; error?: unknown; more?: unknown }
    const sentence =
      reply.status === 200 && thanks
        ? thanks(form)
        : String((reply.status === 200 ? json.message : json.error) ?? failure)
    const more = Array.isArray(json.more) ? json.more.map(String) : []
    const page = answer(reply.status, [sentence, ...more], titles, backLink(request, back(form)))
    // A 429's Retry-After goes with the page: it says when to come back.
    const retryAfter = reply.headers?.['Retry-After']
    if (retryAfter) page.headers.set('Retry-After', retryAfter)
    return page
  }
}

/** The answer page: the sentence, or every field's sentence of a refusal, in one alert. */
function answer(status: number, sentences: string[], titles: Titles, back: string): Response {
  const ok = status === 200
  const text =
    sentences.length > 1
      ? `<ul>${sentences.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(sentences[0] ?? '')}</p>`
  // A browser keeps a form's fields when its Back button returns to it; a link loads it empty.
  const keep = "<p>Your browser's Back button returns to the form with what you typed.</p>"
  return linkPage(
    status,
    ok ? titles.sent : titles.refused,
    ok ? `${text}${back}` : `<div role="alert">${text}</div>${keep}${back}`,
  )
}

/** "Back to the page" on this site: the form's own choice, or the page that sent it. */
function backLink(request: Request, chosen: { href: string; label: string } | null): string {
  let link = chosen
  if (!link) {
    const from = request.headers.get('referer')
    const here = new URL(request.url)
    try {
      const page = from ? new URL(from) : null
      if (page && page.host === (request.headers.get('host') ?? here.host))
        link = { href: page.pathname + page.search, label: 'Back to the page' }
    } catch {
      // An unreadable Referer: no link but the site's own.
    }
  }
  return link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
}
