import { useEffect, useRef, useState } from 'react'

/** How long a form's success message stays before it hides itself. */
export const SUCCESS_SHOWS_MS = 5000

/**
 * What every lead form shares: `sending` while a submission is on its way (a second submit in the
 * meantime is ignored), and a success message that hides itself after 5 seconds.
 */
export function useLeadForm() {
  const [sending, setSending] = useState(false)
  const [success, setSuccess] = useState<string | null>(null)
  const busy = useRef(false)

  useEffect(() => {
    if (success === null) return
    const timer = setTimeout(() => setSuccess(null), SUCCESS_SHOWS_MS)
    return () => clearTimeout(timer)
  }, [success])

  /** Runs one submission, unless one is already running. */
  async function submit(run: () => Promise<void>) {
    if (busy.current) return
    busy.current = true
    setSending(true)
    try {
      await run()
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  return { sending, submit, success, showSuccess: setSuccess }
}
