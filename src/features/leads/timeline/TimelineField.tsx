import type { CollectionSlug, UIFieldServerProps } from 'payload'

import { LiveTimeline } from './LiveTimeline'
import { leadTimeline } from './timeline'
import './Timeline.css'

/** The "Timeline" section on a lead's page in the studio (a field that stores nothing). */
export async function LeadTimelineField({ id, collectionSlug, payload }: UIFieldServerProps) {
  if (id === undefined) return null
  const timeline = await leadTimeline(payload, collectionSlug as CollectionSlug, id)
  if (!timeline) return null
  const { admin, api } = payload.config.routes
  return (
    <section className="lead-timeline" aria-labelledby="lead-timeline-title">
      <h3 id="lead-timeline-title">Timeline</h3>
      <LiveTimeline
        initial={timeline}
        admin={admin}
        api={`${api}/lead-timeline/${collectionSlug}/${encodeURIComponent(String(id))}`}
      />
    </section>
  )
}
