import type { CSSProperties, ReactNode } from 'react'

import { CARD_STAGGER_S, revealDelay } from './logic'

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
 * Marks its children to fade and lift into place once, the first time they scroll into view. It
 * renders plain HTML: the one small script of `REVEAL_ON_SCROLL` (run inline by the layout) and
 * the page's styles do the work, so no component hydrates for it. The server HTML is never
 * hidden: only a block still below the fold when the page loads steps back (opacity and
 * transform only, so nothing around it moves); with reduced motion nothing moves at all.
 */
export function Reveal({
  children,
  index = 0,
  stagger = CARD_STAGGER_S,
  as = 'div',
  className,
}: RevealProps) {
  const Tag = as
  const style = { '--reveal-delay': `${revealDelay(index, stagger)}s` } as CSSProperties
  return (
    <Tag data-reveal="" style={style} className={className}>
      {children}
    </Tag>
  )
}
