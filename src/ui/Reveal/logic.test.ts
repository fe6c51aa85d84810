import { describe, expect, it } from 'vitest'

import { CARD_STAGGER_S, STEP_STAGGER_S, revealDelay, shouldHide } from './logic'

describe('revealDelay', () => {
  it('multiplies the index by the stagger without float noise', () => {
    expect(revealDelay(0, STEP_STAGGER_S)).toBe(0)
    expect(revealDelay(1, STEP_STAGGER_S)).toBe(0.15)
    expect(revealDelay(3, STEP_STAGGER_S)).toBe(0.45)
    expect(revealDelay(3, CARD_STAGGER_S)).toBe(0.3)
  })

  it('never goes negative or NaN', () => {
    expect(revealDelay(-2, CARD_STAGGER_S)).toBe(0)
    expect(revealDelay(2, -1)).toBe(0)
    expect(revealDelay(Number.NaN, CARD_STAGGER_S)).toBe(0)
  })
})

describe('shouldHide', () => {
  const below = { reducedMotion: false, hasObserver: true, top: 1200, viewportHeight: 800 }

  it('hides a block that starts below the fold', () => {
    expect(shouldHide(below)).toBe(true)
    expect(shouldHide({ ...below, top: 800 })).toBe(true)
  })

  it('hides a block the browser has not laid out yet: its section is off screen', () => {
    expect(shouldHide({ ...below, top: null })).toBe(true)
    expect(shouldHide({ ...below, top: null, reducedMotion: true })).toBe(false)
  })

  it('never hides a block already in or above the viewport', () => {
    expect(shouldHide({ ...below, top: 799 })).toBe(false)
    expect(shouldHide({ ...below, top: 0 })).toBe(false)
    expect(shouldHide({ ...below, top: -500 })).toBe(false)
  })

  it('never hides under reduced motion or without IntersectionObserver', () => {
    expect(shouldHide({ ...below, reducedMotion: true })).toBe(false)
    expect(shouldHide({ ...below, hasObserver: false })).toBe(false)
  })
})
