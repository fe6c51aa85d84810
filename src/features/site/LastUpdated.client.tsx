'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * The MLS disclaimer's "Last updated" line: the current time, taken each
 * time its panel opens. The only part of the legal panels that needs a script.
 */
export function LastUpdated() {
  const [now, setNow] = useState<Date | null>(null)
  const ref = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const panel = ref.current?.closest('details')
    if (!panel) return
    const stamp = () => {
      if (panel.open) setNow(new Date())
    }
    stamp() // opened before this page finished loading
    panel.addEventListener('toggle', stamp)
    return () => panel.removeEventListener('toggle', stamp)
  }, [])

  return (
    <p ref={ref} hidden={!now}>
      Last updated:{' '}
      {now ? (
        <time dateTime={now.toISOString()}>
          {now.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}
        </time>
      ) : null}
    </p>
  )
}
