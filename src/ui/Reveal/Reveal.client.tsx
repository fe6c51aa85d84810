'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { CARD_STAGGER_S, REVEAL_DURATION_MS, REVEAL_OFFSET, revealDelay, shouldHide } from './logic'

type RevealProps = {
  children: ReactNode
  /** Position in its group; the block waits `index × stagger` seconds before moving. */
  index?: number
  /** Seconds per index: CARD_STAGGER_S (default) or STEP_STAGGER_S. */
  stagger?: number
  as?: 'div' | 'li'
  className?: string
}

/**
 * Fades and lifts its children into place once, the first time they scroll into view.
 * The server HTML is never hidden: only after hydration, and only when the block is still below
 * the fold, does it step back (opacity and transform only, so nothing around it moves).
 */
export function Reveal({
  children,
  index = 0,
  stagger = CARD_STAGGER_S,
  as = 'div',
  className,
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const delay = revealDelay(index, stagger)

  useEffect(() => {
    const node = ref.current
    if (!node) return
    const hide = shouldHide({
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      hasObserver: 'IntersectionObserver' in window,
      top: node.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
    })
    if (!hide) return

    const { style } = node
    style.opacity = '0'
    style.transform = `translateY(${REVEAL_OFFSET})`
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const timing = `${REVEAL_DURATION_MS}ms cubic-bezier(0.22, 1, 0.36, 1) ${delay}s`
        style.transition = `opacity ${timing}, transform ${timing}`
        style.opacity = ''
        style.transform = ''
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    observer.observe(node)
    return () => {
      observer.disconnect()
      style.opacity = ''
      style.transform = ''
    }
  }, [delay])

  const Tag = as as 'div'
  return (
    // Never print a block that was still waiting below the fold.
    <Tag ref={ref} className={`${className ?? ''} print:transform-none! print:opacity-100!`}>
      {children}
    </Tag>
  )
}
