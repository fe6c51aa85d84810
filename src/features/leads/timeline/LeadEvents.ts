import type { CollectionConfig } from 'payload'

import { requiredChoice } from '@/lib/fields'
import { leadTeam, nobody } from '@/lib/access'

export const LEAD_EVENTS = 'lead-events'

/**
 * What the agent's team did to a lead, for its timeline: each change of status (from, to) and
 * each edit of the internal notes, who made it and when. Written only by the lead collections'
 * hooks, never changed afterwards (an audit trail); read by whoever sees leads, on a lead's page.
 */
export const LeadEvents: CollectionConfig = {
  slug: LEAD_EVENTS,
  labels: { singular: 'Lead event', plural: 'Lead events' },
  admin: { group: 'Leads', hidden: true },
  access: { read: leadTeam, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  fields: [
    { name: 'leadCollection', type: 'text', required: true },
    { name: 'leadId', type: 'text', required: true, index: true },
    requiredChoice('change', [
      { label: 'Status', value: 'status' },
      { label: 'Notes', value: 'notes' },
    ]),
    { name: 'from', type: 'text' },
    { name: 'to', type: 'text' },
    /** The studio user's name (or email) at the time; "the site" for a change made by code. */
    { name: 'by', type: 'text', required: true },
  ],
}
