'use client'

import { useEffect, type MouseEvent, type ReactNode } from 'react'

import { HERO_BODY_BACKGROUND, anchorId, scrollBehaviorFor } from './logic'

// Heroes mounted right now, and the body colour from before the first of them.
let mountedHeroes = 0
let bodyColourBefore = ''

/**
 * Darkens the page body while any hero is mounted (no white edge on overscroll or while the
 * image decodes) and restores the earlier colour when the last one unmounts.
 */
export function DarkPageBackground() {
  useEffect(() => {
    const { style } = document.body
    if (mountedHeroes++ === 0) bodyColourBefore = style.backgroundColor
    style.backgroundColor = HERO_BODY_BACKGROUND
    return () => {
      if (--mountedHeroes === 0) style.backgroundColor = bodyColourBefore
    }
  }, [])
  return null
}

/**
 * A link to an in-page anchor ("#contact"). Without JavaScript it is a plain link. With it, the
 * page scrolls smoothly (or jumps, under reduced motion) and focus moves to the target, so
 * keyboard and screen-reader users continue from there.
 */
export function HeroAnchor(props: { href: string; className: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    const target = document.getElementById(anchorId(props.href))
    if (!target) return
    event.preventDefault()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: scrollBehaviorFor(reduced), block: 'start' })
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
    if (window.location.hash !== props.href) window.history.pushState(null, '', props.href)
  }
  return (
    <a href={props.href} onClick={onClick} className={props.className}>
      {props.children}
    </a>
  )
}
