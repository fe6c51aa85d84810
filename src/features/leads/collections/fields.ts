import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { hiddenUnlessLeadTeam, leadTeam, nobody } from '@/lib/access'

import {
  HANDOFF_LABELS,
  HANDOFF_SLOT_NAMES,
  type DeliverySlot,
  type EmailSlot,
} from '../delivery/constants'
import { forgetLeadEvents, recordLeadChange } from '../timeline/record'

/**
 * What every lead records about where it came from: the page that sent it, the browser, and a
 * keyed hash of the visitor's address (with the consent wording and the time, the proof of
 * consent).
 */
export const provenanceFields: Field[] = [
  { name: 'sourceUrl', label: 'Source page', type: 'text', admin: { readOnly: true } },
  { name: 'userAgent', label: 'Browser and device', type: 'text', admin: { readOnly: true } },
  {
    name: 'visitorHash',
    label: 'Visitor address (hashed)',
    type: 'text',
    admin: {
      readOnly: true,
      description:
        "The internet address the form came from, scrambled with the site's secret key (HMAC-SHA256): it shows which address sent the form without storing the address itself.",
    },
  },
]

/** The agent's follow-up state and private notes, in the sidebar. */
export const followUpFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: [
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Closed', value: 'closed' },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'firstContactedAt',
    label: 'First contacted',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Set when the status first becomes Contacted: the speed-to-lead figures use it.',
    },
  },
  { name: 'notes', label: 'Internal notes', type: 'textarea', admin: { position: 'sidebar' } },
]

/** The moment a lead is first marked contacted is kept, once: the agent's response time. */
export const recordFirstContact: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  const contactedNow =
    data.status === 'contacted' && (operation === 'create' || originalDoc?.status !== 'contacted')
  if (contactedNow && !originalDoc?.firstContactedAt && !data.firstContactedAt)
    data.firstContactedAt = new Date().toISOString()
  return data
}

/**
 * Where one of the lead's emails or hand-offs stands (state, attempts and last error, in the
 * studio), kept up to date by the send task (features/leads/delivery/sendTask.ts). Read-only for people.
 * An email is queued with the lead; a hand-off only when its target is configured.
 */
export const emailStatusField = (
  name: DeliverySlot,
  label: string,
  { queuedFromStart = true } = {},
): Field => ({
  name,
  label,
  type: 'group',
  // Only the sender writes it: a studio save of a lead opened while this was queued must not
  // put "queued" back after it went (it would be sent again).
  access: { update: () => false },
  admin: {
    position: 'sidebar',
    readOnly: true,
    // A hand-off switched off when the lead came in has nothing to show.
    ...(queuedFromStart ? {} : { condition: (data) => Boolean(data?.[name]?.state) }),
  },
  fields: [
    {
      name: 'state',
      label: 'Status',
      type: 'select',
      defaultValue: queuedFromStart ? 'queued' : undefined,
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Sent', value: 'sent' },
        { label: 'Retrying', value: 'retrying' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    {
      name: 'sentAt',
      label: 'Sent',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', label: 'Last problem', type: 'textarea' },
  ],
})

/** The follow-up choice a visitor made and the exact consent wording they were shown. */
export const consentFields = (label: string): Field[] => [
  { name: 'allowFollowUp', label, type: 'checkbox', required: true, defaultValue: false },
  {
    name: 'consentText',
    label: 'Consent wording shown',
    type: 'textarea',
    required: true,
    admin: { readOnly: true },
  },
]

/** The name, email and phone a visitor leaves on the contact form and the calculator. */
export const contactFields: Field[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'email', type: 'email', required: true, index: true },
  { name: 'phone', type: 'text', required: true },
]

/** The lead's timeline on its page in the studio (nothing stored). */
const timelineField: Field = {
  name: 'timeline',
  type: 'ui',
  admin: {
    components: { Field: '@/features/leads/timeline/TimelineField#LeadTimelineField' },
    disableListColumn: true,
  },
}

/** The visitor's email and phone as links, first on the lead's page (nothing stored). */
const reachField: Field = {
  name: 'reach',
  type: 'ui',
  admin: {
    components: { Field: '@/features/leads/collections/ReachField#LeadReachField' },
    disableListColumn: true,
  },
}

/**
 * Marks a lead field the agent may still set (a sign-up's state, to stop it when the visitor asks
 * by phone; an alert's frequency): `custom: { [AGENT_SETS]: true }`.
 */
export const AGENT_SETS = 'agentSets'

/**
 * What the visitor sent, as they sent it: shown, never changed in the studio or over the API (a
 * studio save leaves it as it was). The site's own writes (a confirmation, a stop, the sender)
 * go through Payload's local API, which field rules do not bind. Layout fields pass the rule on.
 */
function asTheVisitorSentIt(field: Field): Field {
  if ('custom' in field && field.custom?.[AGENT_SETS]) return field
  if ('name' in field && field.type !== 'ui')
    return {
      ...field,
      access: { ...field.access, update: () => false },
      admin: { ...field.admin, readOnly: true },
    } as Field
  if ('fields' in field) return { ...field, fields: field.fields.map(asTheVisitorSentIt) } as Field
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(asTheVisitorSentIt) })),
    }
  return field
}

type LeadCollection = Omit<CollectionConfig, 'access' | 'defaultSort' | 'admin'> & {
  admin: NonNullable<CollectionConfig['admin']>
  /** The lead's emails, each shown in the sidebar with its delivery state. */
  emails: [EmailSlot, string][]
}

/**
 * A collection of leads: filed under Leads in the studio, newest first, read, changed and deleted
 * only by the admin and the agent (an editor neither sees it in the studio nor reads it over
 * REST), never created through the REST API (the site's own endpoints store leads, after
 * their checks). The form's own fields (read-only: as the visitor sent them) with the lead's
 * timeline among them, then where it came from, the agent's follow-up and the state of each of
 * its emails. Changes of status and notes are kept for
 * the timeline.
 */
export function leadCollection({
  admin,
  fields,
  emails,
  ...config
}: LeadCollection): CollectionConfig {
  // The timeline comes after what the visitor typed, before the form's sections (the
  // calculator's figures), so the agent sees who wrote and what happened since, first.
  const firstSection = fields.findIndex((field) => field.type === 'group')
  const timelineAt = firstSection === -1 ? fields.length : firstSection
  return {
    ...config,
    custom: {
      ...config.custom,
      deliveries: [...emails, ...HANDOFF_SLOT_NAMES.map((name) => [name, HANDOFF_LABELS[name]])],
    },
    admin: { group: 'Leads', hidden: hiddenUnlessLeadTeam, ...admin },
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), recordFirstContact],
      afterChange: [...(config.hooks?.afterChange ?? []), recordLeadChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), forgetLeadEvents],
    },
    defaultSort: '-createdAt',
    access: { read: leadTeam, create: nobody, update: leadTeam, delete: leadTeam },
    fields: [
      reachField,
      ...fields.slice(0, timelineAt).map(asTheVisitorSentIt),
      timelineField,
      ...fields.slice(timelineAt).map(asTheVisitorSentIt),
      ...provenanceFields,
      ...followUpFields,
      ...emails.map(([name, label]) => emailStatusField(name, label)),
      ...HANDOFF_SLOT_NAMES.map((name) =>
        emailStatusField(name, HANDOFF_LABELS[name], { queuedFromStart: false }),
      ),
    ],
  }
}
