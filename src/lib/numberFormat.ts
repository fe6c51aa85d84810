/**
 * A US English number formatter made on its first use rather than when its module loads. A
 * page's first Intl formatter makes the browser load its number-formatting data (9-40 ms of main
 * thread measured in a fresh Chromium tab), so a formatter that reaches the browser with code a
 * page loads, but that nothing calls while the page loads, must not be made then.
 */
export function formatOnFirstUse(options: Intl.NumberFormatOptions = {}) {
  let format: Intl.NumberFormat | undefined
  return (value: number) => (format ??= new Intl.NumberFormat('en-US', options)).format(value)
}
