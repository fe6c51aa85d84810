/**
 * Without JavaScript a lead form cannot send (it posts to its own page, which keeps nothing, so
 * that what the visitor typed never lands in the address): it says so, and what to do instead.
 */
export function NoScriptNote({
  className = '',
  children = 'Sending this form needs JavaScript, which is off in this browser. Please call or email instead: the phone number and email are at the foot of this page.',
}: {
  className?: string
  children?: string
}) {
  return (
    <noscript>
      <p className={`text-sm font-semibold ${className}`}>{children}</p>
    </noscript>
  )
}
