/** What globals.css leaves unlaid-out until the page has loaded (keep the two in step). */
const WAITING =
  'main > section:not(:first-child):not([data-laid-out]), body > footer:not([data-laid-out])'

/**
 * After the first page has loaded, lays out the sections below the first screen one at a time,
 * each in an idle moment of its own: the work the first paint skipped (globals.css) is done while
 * the visitor reads, in steps too small to delay a tap. `<html data-laid-out>` then says all is
 * done, and turns the deferral off for good: pages reached later in the visit are laid out whole.
 *
 * Everything is laid out at once, before the browser works out a scroll position, when that
 * position depends on the heights below: a click on a link to an anchor (`#contact`,
 * `/#contact`) and going back or forward inside the site before the idle pass has finished. When
 * the address names an anchor, or on a reload or a return through history, the page is laid out
 * whole from the start (layOutWhole.ts), so this finds the flag already set.
 *
 * Plain script (written as the browser runs it), run once inline at the end of the body: nothing
 * of it waits for React.
 */
export const LAY_OUT_AHEAD = `(function (waiting) {
  var root = document.documentElement
  if (root.hasAttribute('data-laid-out')) return
  var idle = function (step) {
    return typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(step, { timeout: 500 })
      : window.setTimeout(step, 16)
  }
  var onAnchorClick = function (event) {
    var link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null
    if (link instanceof HTMLAnchorElement && link.hash) finish()
  }
  var finish = function () {
    root.setAttribute('data-laid-out', '')
    window.removeEventListener('click', onAnchorClick, { capture: true })
    window.removeEventListener('popstate', finish)
  }
  var next = function () {
    if (root.hasAttribute('data-laid-out')) return
    var block = document.querySelector(waiting)
    if (!block) return finish()
    block.setAttribute('data-laid-out', '')
    idle(next)
  }
  // Capture phase: before the link's own handler and before the browser's default action.
  window.addEventListener('click', onAnchorClick, { capture: true })
  window.addEventListener('popstate', finish)
  if (document.readyState === 'complete') idle(next)
  else window.addEventListener('load', function () { idle(next) }, { once: true })
})(${JSON.stringify(WAITING)})`
