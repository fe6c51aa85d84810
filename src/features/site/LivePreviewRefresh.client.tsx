'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the studio's live preview (an iframe of this page), re-render from the server whenever the
 * studio saves or autosaves. Payload's protocol is two messages: we say "ready" to the studio
 * window, it posts "payload-document-event" on every save. Written here rather than taken from
 * @payloadcms/live-preview-react, whose newest 3.x release (3.90.1) trips Payload 3.90.2's
 * dependency-version check.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string } | null
      if (event.origin === origin && data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(window.opener ?? window.parent)?.postMessage(
      { type: 'payload-live-preview', ready: true },
      origin,
    )
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
