import { shouldHide } from './logic'

/**
 * The reveal's whole behaviour, run once inline at the end of the page's body (before React
 * hydrates, and without it): each `[data-reveal]` block still below the fold steps back
 * (`data-reveal="wait"`) and comes in (`"in"`, with its `--reveal-delay`) the first time it
 * scrolls into view; globals.css holds the motion. With reduced motion or no
 * IntersectionObserver nothing is hidden. Blocks a later client-side navigation brings are shown
 * at once.
 *
 * Where each block stands is read from the observer's first report, which the browser makes
 * after it has laid the page out for its first paint, never by asking for a block's position
 * while the page is still being parsed: that would lay the whole page out there and then
 * (sections whose layout the styles defer included), before anything is painted. A block below
 * the fold may so be painted once off screen before it steps back; nobody can see it there.
 */
function revealOnScroll(hide: typeof shouldHide, rootMargin: string) {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const hasObserver = 'IntersectionObserver' in window
  if (!hasObserver || reducedMotion) return
  const placed = new WeakSet<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = entry.target
        if (!placed.has(block)) {
          placed.add(block)
          const box = entry.boundingClientRect
          // No box at all: the browser skipped laying it out (deferred, so off screen).
          const laidOut = box.width > 0 || box.height > 0 || entry.isIntersecting
          const top = laidOut ? box.top : null
          if (hide({ reducedMotion, hasObserver, top, viewportHeight: window.innerHeight })) {
            block.setAttribute('data-reveal', 'wait')
          } else observer.unobserve(block)
          continue
        }
        if (!entry.isIntersecting) continue
        observer.unobserve(block)
        block.setAttribute('data-reveal', 'in')
      }
    },
    { rootMargin },
  )
  for (const block of document.querySelectorAll('[data-reveal=""]')) observer.observe(block)
}

/** The inline script: the function above with its rule, as the server sends it. */
export const REVEAL_ON_SCROLL = `(${revealOnScroll.toString()})(${shouldHide.toString()}, "0px 0px -8% 0px")`
