/** Sections animate in once when scrolled into view, cards 0.1 s apart, process steps 0.15 s. */
export const CARD_STAGGER_S = 0.1
export const STEP_STAGGER_S = 0.15

/** Delay in seconds before the block at `index` starts to move; never negative. */
export function revealDelay(index: number, stagger: number): number {
  if (!Number.isFinite(index) || !Number.isFinite(stagger)) return 0
  return Math.round(Math.max(0, index) * Math.max(0, stagger) * 1000) / 1000
}

export type RevealEnvironment = {
  reducedMotion: boolean
  hasObserver: boolean
  /**
   * The block's top edge relative to the viewport, in px, as the browser first laid the page out;
   * null when it has not laid the block out at all (a section below the fold whose layout the
   * styles defer), which only happens off screen.
   */
  top: number | null
  viewportHeight: number
}

/**
 * Whether a block may be hidden to animate in later. Only blocks still below the fold are:
 * anything already on screen (or above it) at load stays put, so nothing visible flickers and
 * the largest contentful paint is never held back. Reduced motion or no observer: never hide.
 */
export function shouldHide({ reducedMotion, hasObserver, top, viewportHeight }: RevealEnvironment) {
  if (reducedMotion || !hasObserver) return false
  return top === null || top >= viewportHeight
}
