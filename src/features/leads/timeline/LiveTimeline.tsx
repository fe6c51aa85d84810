'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import type { LeadTimeline } from './timeline'
import { TimelineList } from './TimelineList'

/**
 * The timeline as the studio first drew it, read again after each save of the lead, so that a
 * change of status or notes shows at once, with who made it.
 */
export function LiveTimeline({
  initial,
  admin,
  api,
}: {
  initial: LeadTimeline
  admin: string
  /** The address that answers this lead's timeline. */
  api: string
}) {
  const [timeline, setTimeline] = useState(initial)
  const [stale, setStale] = useState(false)
  const { savedDocumentData } = useDocumentInfo()
  const savedAt = savedDocumentData?.updatedAt as string | undefined
  const firstSave = useRef(savedAt)

  useEffect(() => {
    if (!savedAt || savedAt === firstSave.current) return
    const controller = new AbortController()
    fetch(api, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((fresh: LeadTimeline) => {
        setTimeline(fresh)
        setStale(false)
      })
      .catch(() => {
        if (!controller.signal.aborted) setStale(true)
      })
    return () => controller.abort()
  }, [api, savedAt])

  return (
    <>
      {/* Always in the page, so that a screen reader announces the message when it appears. */}
      <p role="status" className="lead-timeline__error">
        {stale
          ? 'The timeline could not be read again; reload the page to see the latest changes.'
          : ''}
      </p>
      <TimelineList timeline={timeline} admin={admin} />
    </>
  )
}
