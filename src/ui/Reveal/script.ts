import { shouldHide } from './logic'

/**
 * The reveal's whole behaviour, run once inline at the end of the page's body (before React
 * hydrates, and without it): each `[data-reveal]` block still below the fold steps back
 * (`data-reveal="wait"`) and comes in (`"in"`, with its `--reveal-delay`) the first time it
 * scrolls into view; globals.css holds the motion. With reduced motion or no
 * IntersectionObserver nothing is hidden. Blocks a later client-side navigation brings are shown
 * at once.
 */
function revealOnScroll(hide: typeof shouldHide, rootMargin: string) {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const hasObserver = 'IntersectionObserver' in window
  if (!hasObserver || reducedMotion) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        entry.target.setAttribute('data-reveal', 'in')
      }
    },
    { rootMargin },
  )
  const viewportHeight = window.innerHeight
  for (const block of document.querySelectorAll('[data-reveal=""]')) {
    const top = block.getBoundingClientRect().top
    if (!hide({ reducedMotion, hasObserver, top, viewportHeight })) continue
    block.setAttribute('data-reveal', 'wait')
    observer.observe(block)
  }
}

/** The inline script: the function above with its rule, as the server sends it. */
export const REVEAL_ON_SCROLL = `(${revealOnScroll.toString()})(${shouldHide.toString()}, "0px 0px -8% 0px")`
