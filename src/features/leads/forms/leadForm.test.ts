import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  initialLeadFormState,
  leadFormReducer,
  sendLead,
  serverSentenceOr,
  type LeadFormEvent,
  type LeadFormState,
  type SendLeadOptions,
} from './leadFormState'

type Field = 'name' | 'email'
type Answer = { status: number; body: string }

/** A real endpoint on a local port: it answers from a list and keeps what it was sent. */
let server: Server
let base = ''
let answers: Answer[] = []
let received: Record<string, unknown>[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      received.push(JSON.parse(text) as Record<string, unknown>)
      const answer = answers.shift() ?? { status: 500, body: '' }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  answers = []
  received = []
})

const json = (status: number, data: unknown): Answer => ({ status, body: JSON.stringify(data) })
const STORED = json(200, { success: true, message: 'Thank you! Check your inbox.' })
const FALLBACK = 'We could not send this. Please try again.'

/** A visitor presses send with valid fields: the states the form goes through, in order. */
async function press(
  options: Partial<SendLeadOptions> = {},
  from: LeadFormState<Field> = initialLeadFormState<Field>(),
) {
  let state = leadFormReducer(from, { type: 'submit', hidesThanks: false })
  const states = [state]
  const dispatch = (event: LeadFormEvent<Field>) => {
    state = leadFormReducer(state, event)
    states.push(state)
  }
  await sendLead<Field>(
    {
      endpoint: `${base}/api/lead`,
      body: { name: 'Ann Lee', email: 'ann@example.com' },
      honeypot: '',
      retryDelayMs: 1,
      failure: serverSentenceOr(FALLBACK),
      ...options,
    },
    dispatch,
  )
  return { state, states, statuses: [...new Set(states.map((s) => s.status))] }
}

describe('a lead form, from send to its outcome', () => {
  it('is sending while the request is out, then sent with its thanks, ready for a new visitor', async () => {
    answers = [STORED]
    const { state, statuses } = await press({ thanks: (reply) => String(reply.data.message) })
    expect(statuses).toEqual(['submitting', 'sent'])
    expect(state.thanks?.text).toBe('Thank you! Check your inbox.')
    expect(state.formError).toBeNull()
    expect(state.tried).toBe(false)
    expect(received).toEqual([{ name: 'Ann Lee', email: 'ann@example.com' }])
  })

  it('sends the hidden field only when a bot filled it', async () => {
    answers = [STORED, STORED]
    await press()
    await press({ honeypot: 'http://spam.example' })
    expect(received[0]).not.toHaveProperty('website')
    expect(received[1]).toHaveProperty('website', 'http://spam.example')
  })

  it('shows the server’s sentence for a refusal it explains, the form’s own otherwise', async () => {
    answers = [json(400, { error: 'That home has just left the market.' })]
    const refused = await press()
    expect(refused.statuses).toEqual(['submitting', 'failed'])
    expect(refused.state.formError).toBe('That home has just left the market.')

    answers = [{ status: 400, body: '<html>nope</html>' }]
    expect((await press()).state.formError).toBe(FALLBACK)
  })

  it('tries a failing server three times, saying each attempt, then fails with its own sentence', async () => {
    answers = [json(503, { error: 'Resting' }), json(503, {}), json(503, { error: 'Resting' })]
    const { state, states } = await press({ attempts: 3 })
    expect(received).toHaveLength(3)
    expect([...new Set(states.map((s) => s.attempt))]).toEqual([1, 2, 3])
    expect(state.status).toBe('failed')
    expect(state.formError).toBe(FALLBACK) // a 5xx's words are not the visitor's to read
  })

  it('gets through when a retry is answered', async () => {
    answers = [json(502, {}), STORED]
    const { state } = await press({ attempts: 3, thanks: 'Thanks!' })
    expect(state.status).toBe('sent')
    expect(state.attempt).toBe(2)
    expect(state.thanks?.text).toBe('Thanks!')
  })

  it('fails when the server answers without saying it stored the lead', async () => {
    answers = [{ status: 200, body: '<html>Welcome to the hotel Wi-Fi</html>' }]
    const { state } = await press({ thanks: 'Thanks!' })
    expect(state.status).toBe('failed')
    expect(state.thanks).toBeNull()
  })

  it('fails with the form’s sentence when nothing answers, after every attempt', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const seen: { attempt: number; network: boolean }[] = []
    const { state } = await press({
      endpoint: `http://127.0.0.1:${port}/api/lead`,
      attempts: 2,
      failure: (failure) => {
        seen.push({ attempt: failure.attempt, network: failure.reply === undefined })
        return 'No connection. Please try again.'
      },
    })
    expect(seen).toEqual([{ attempt: 2, network: true }])
    expect(state.status).toBe('failed')
    expect(state.formError).toBe('No connection. Please try again.')
  })
})

describe('what the visitor sees between two sends', () => {
  const failed = leadFormReducer(initialLeadFormState<Field>(), {
    type: 'failed',
    formError: 'Try again.',
  })
  const thanked = leadFormReducer(initialLeadFormState<Field>(), {
    type: 'sent',
    thanks: 'Thanks!',
  })

  it('a send with a field to fix sends nothing, shows the errors and clears the last failure', () => {
    const state = leadFormReducer(failed, {
      type: 'invalid',
      fieldErrors: { email: 'Email is required.' },
      hidesThanks: false,
    })
    expect(state).toMatchObject({ status: 'idle', tried: true, formError: null })
    expect(state.fieldErrors).toEqual({ email: 'Email is required.' })
  })

  it('a thanks stays while the next request goes, unless the form shows one message at a time', () => {
    expect(leadFormReducer(thanked, { type: 'submit', hidesThanks: false }).thanks?.text).toBe(
      'Thanks!',
    )
    expect(leadFormReducer(thanked, { type: 'submit', hidesThanks: true }).thanks).toBeNull()
    expect(leadFormReducer(thanked, { type: 'thanksHidden' }).thanks).toBeNull()
  })

  it('a send refused for what it lacks hides the thanks only where one message shows at a time', () => {
    const refused = (hidesThanks: boolean) =>
      leadFormReducer(thanked, {
        type: 'invalid',
        fieldErrors: { name: 'Name is required.' },
        hidesThanks,
      })
    expect(refused(false).thanks?.text).toBe('Thanks!')
    expect(refused(true).thanks).toBeNull()
  })

  it('a new request clears the last failure and the errors', () => {
    const state = leadFormReducer(
      { ...failed, fieldErrors: { name: 'Name is required.' } },
      { type: 'submit', hidesThanks: false },
    )
    expect(state).toMatchObject({ status: 'submitting', formError: null, fieldErrors: {} })
  })

  it('a second thanks starts its 5 seconds again, even in the same words', () => {
    const again = leadFormReducer(thanked, { type: 'sent', thanks: 'Thanks!' })
    expect(again.thanks).toEqual(thanked.thanks)
    expect(again.thanks).not.toBe(thanked.thanks)
  })

  it('a field checked again loses or gains its error; the others keep theirs', () => {
    const shown = leadFormReducer(failed, {
      type: 'invalid',
      fieldErrors: { name: 'Name is required.', email: 'Email is required.' },
      hidesThanks: false,
    })
    const fixed = leadFormReducer(shown, {
      type: 'fieldsChecked',
      fieldErrors: { name: undefined },
    })
    expect(fixed.fieldErrors).toEqual({ email: 'Email is required.' })
    const all = leadFormReducer(shown, { type: 'checked', fieldErrors: {} })
    expect(all.fieldErrors).toEqual({})
  })
})
