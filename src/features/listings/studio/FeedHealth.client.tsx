'use client'

import { useAuth } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { isAdmin } from '@/lib/access'

import type { FeedStatus } from './feedStatus'

const API = '/api/globals/listing-feed'

/**
 * The listing feed at a glance, in the studio: a warning when no sync has succeeded for 12 hours
 * (IDX rules want data at most that old), the last error, and "Sync now". The admin's only: the
 * feed is site configuration.
 */
export function FeedHealth() {
  const admin = isAdmin(useAuth().user)
  const [status, setStatus] = useState<FeedStatus | null>(null)
  const [message, setMessage] = useState('')
  const load = useCallback(async () => {
    if (!admin) return
    const reply = await fetch(`${API}/status`, { credentials: 'include' })
    if (reply.ok) setStatus((await reply.json()) as FeedStatus)
  }, [admin])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of the server's state on open
    void load()
  }, [load])

  if (!status) return null
  const syncNow = async () => {
    setMessage('Starting…')
    const reply = await fetch(`${API}/sync`, { method: 'POST', credentials: 'include' })
    const body = (await reply.json().catch(() => ({}))) as { message?: string; error?: string }
    setMessage(body.message ?? body.error ?? 'The sync could not start.')
    setTimeout(() => void load(), 5000)
  }
  const when = status.lastSuccessAt ? new Date(status.lastSuccessAt).toLocaleString() : 'never'
  return (
    <div style={{ marginBottom: 24 }}>
      {status.stale ? (
        <p role="alert" style={{ padding: 12, border: '2px solid #b42318', borderRadius: 4 }}>
          The MLS listings have not been brought up to date for more than 12 hours (last success:{' '}
          {when}). {status.lastError ? `Last error: ${status.lastError}` : ''}
        </p>
      ) : (
        <p>
          {status.configured
            ? `Listing feed: last successful sync ${when}.`
            : 'No MLS feed is configured: the site shows the demo listings.'}
        </p>
      )}
      {status.configured ? (
        <button
          type="button"
          className="btn btn--style-secondary"
          onClick={syncNow}
          disabled={status.running}
        >
          {status.running ? 'A sync is running' : 'Sync now'}
        </button>
      ) : null}
      <p aria-live="polite">{message}</p>
    </div>
  )
}
