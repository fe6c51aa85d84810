/**
 * Runs inline at the top of <body>, before the first layout. On a reload or a return through
 * history the browser puts back the earlier scroll offset, which only names the same place when
 * every box has its real height: the deferred layout of globals.css and LayOutAhead is skipped
 * (`<html data-laid-out>`) and the page is laid out whole from the start.
 */
export const LAY_OUT_WHOLE_ON_RESTORE = `(function () {
  var entry = performance.getEntriesByType && performance.getEntriesByType('navigation')[0]
  if (entry && entry.type !== 'navigate') document.documentElement.setAttribute('data-laid-out', '')
})()`
