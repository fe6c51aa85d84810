import type { CollectionSlug, Endpoint } from 'payload'

import { LEADS_NOT_FOR_ROLE, seesLeads } from '@/lib/access'

import { leadTypeOf } from '../leadType'
import { leadTimeline } from './timeline'

const reply = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/lead-timeline/<collection>/<id>: one lead's timeline, for its page in the studio to
 * show a change as soon as it is saved. The admin and the agent only.
 */
export const leadTimelineEndpoint: Endpoint = {
  path: '/lead-timeline/:collection/:id',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return reply({ error: 'Sign in to the studio to see a lead.' }, 401)
    if (!seesLeads(req.user)) return reply({ error: LEADS_NOT_FOR_ROLE }, 403)
    const collection = String(req.routeParams?.collection ?? '')
    const id = String(req.routeParams?.id ?? '')
    const timeline = leadTypeOf(req.payload, collection)
      ? await leadTimeline(req.payload, collection as CollectionSlug, id)
      : null
    return timeline ? reply(timeline) : reply({ error: 'There is no such lead.' }, 404)
  },
}
