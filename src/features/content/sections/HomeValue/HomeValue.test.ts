import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { HomeValue, type HomeValueProps } from './HomeValue'

const render = (props: Partial<HomeValueProps> = {}) =>
  renderToStaticMarkup(createElement(HomeValue, { action: '/home-value', ...props }))

/** The input named `name`, its id, and the text of the label that points at it. */
function labelledControl(html: string, name: string) {
  const control = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
  const id = /\bid="([^"]+)"/.exec(control)?.[1]
  const label = id
    ? new RegExp(
        `<label[^>]*for="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([^<]*)</label>`,
      ).exec(html)?.[1]
    : undefined
  return { control, id, label }
}

describe('the home-value section', () => {
  it('is a GET form to the home-value page, with no script of its own', () => {
    const html = render()
    expect(html).toMatch(/<form[^>]*action="\/home-value"[^>]*method="get"/)
    expect(html).not.toContain('<script')
    expect(html).toMatch(/<button type="submit"[^>]*>Get my estimate<\/button>/)
  })

  it('labels the address and the town or ZIP code fields', () => {
    const html = render()
    expect(labelledControl(html, 'address').label).toBe('Street address')
    expect(labelledControl(html, 'place').label).toBe('Town or ZIP code')
    expect(labelledControl(html, 'address').control).toMatch(/autocomplete="street-address"/i)
    // Only the two fields: the home-value page asks for the rest.
    expect(html.match(/<input/g)).toHaveLength(2)
  })

  it('suggests the towns given, from a list tied to the town field', () => {
    const html = render({ towns: ['Andover', 'Byram'] })
    const { control } = labelledControl(html, 'place')
    const list = /\blist="([^"]+)"/.exec(control)?.[1]
    expect(list).toBeTruthy()
    expect(html).toContain(
      `<datalist id="${list}"><option value="Andover"></option><option value="Byram"></option></datalist>`,
    )
  })

  it('opens with the heading and intro the agent wrote, or its own', () => {
    expect(render()).toContain('What is your home worth?</h2>')
    expect(render()).toContain('No sign-up.')
    const html = render({ title: 'Thinking about selling?', intro: 'Start with a number.' })
    expect(html).toContain('Thinking about selling?</h2>')
    expect(html).toContain('Start with a number.')
    expect(html).toMatch(/<form[^>]*aria-label="Thinking about selling\?"/)
    expect(render({ intro: null })).not.toContain('No sign-up.')
  })

  it('gives each placed block its own field ids', () => {
    const section = createElement(HomeValue, { action: '/home-value' })
    const html = renderToStaticMarkup(createElement(Fragment, null, section, section))
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(ids.length)
  })
})
