/**
 * Runs inline at the top of <body>, before the first layout. When the browser will choose a scroll
 * position on its own, that position only names the right place if every box has its real height:
 * the address names an anchor (`/communities/andover#contact`), or a reload or a return through
 * history puts back the earlier offset. Then the deferred layout of globals.css and layOutAhead.ts is
 * skipped (`<html data-laid-out>`) and the page is laid out whole from the start.
 */
export const LAY_OUT_WHOLE_WHEN_SCROLL_IS_SET = `(function () {
  var entry = performance.getEntriesByType && performance.getEntriesByType('navigation')[0]
  if (location.hash || (entry && entry.type !== 'navigate'))
    document.documentElement.setAttribute('data-laid-out', '')
})()`
