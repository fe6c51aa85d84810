import type { CollectionConfig, CollectionSlug, Payload, Where } from 'payload'

import type { EmailMessage } from '@/lib/mail'

import type { EmailSlot } from './delivery/constants'
import type { AgentContext } from './emails/shared'

/*
 * A lead type: everything the site does with one kind of lead, declared beside the feature that
 * owns the form (features/listings/inquiry/leadType.ts…) and listed once in src/leadTypes.ts. The
 * delivery queue, the hand-offs, the desk, the inbox and the timeline read that list; none of them
 * names a lead type itself.
 */

/** One email of a lead: who it goes to, its text, and when it is no longer wanted. */
export type LeadEmail<Lead> = {
  /**
   * Its name in each queued job, which finds it again when the job runs. Never renamed: jobs
   * already queued (in any database) carry it.
   */
  readonly name: string
  /** The group on the lead that keeps its state (queued, sent, retrying, failed). */
  readonly slot: EmailSlot
  /** How the lead's sidebar and timeline name it. */
  readonly label: string
  readonly render: (lead: Lead, agent: AgentContext) => EmailMessage
  /** Checked when it is about to go: false when the lead moved on since it was queued. */
  readonly stillWanted?: (lead: Lead) => boolean
}

/** What a lead tells the agent's CRM, the webhook and the agent's phone (features/leads/handoff). */
export type LeadHandoff = {
  /** A short name of the kind, the same for every lead of it: "showing". */
  kind: string
  /** How the agent would name it: "Showing request". */
  label: string
  /** Follow Up Boss's event type, which starts the agent's action plans for it. */
  followUpBossType: string
  name?: string
  email: string
  phone?: string
  message?: string
  /**
   * The home it is about. `city` names the town of a home known by its town alone (a seller's
   * estimate without a street: its `address` then starts with the town).
   */
  property?: { listingKey: string; address: string; city?: string; price?: number; url: string }
  /** The follow-up choice and the exact wording shown, where the form showed one. */
  consent?: { allowFollowUp?: boolean; text: string }
}

/** The collection's own part: its slug, names, list settings and the form's fields. */
export type LeadCollectionConfig = Omit<CollectionConfig, 'access' | 'defaultSort' | 'admin'> & {
  slug: CollectionSlug
  admin: NonNullable<CollectionConfig['admin']>
}

export type LeadTypeDefinition<Lead> = {
  collection: LeadCollectionConfig
  /** How the desk and the inbox name its list: "Showing requests and questions". */
  label: string
  /** Every email a lead of this type may get, in the order its sidebar shows them. */
  emails: readonly LeadEmail<Lead>[]
  /** The emails queued with a new lead, in the same commit (with the agent's notice, the hand-offs). */
  queuedWithLead: readonly LeadEmail<Lead>[]
  /**
   * A double opt-in: a lead that waits for its owner's confirmation (`pending`), then counts
   * (`confirmed`), which queues `queuedOnConfirm`. Its hand-offs go only while it is confirmed.
   */
  confirmation?: {
    pending: (lead: Lead) => boolean
    confirmed: (lead: Lead) => boolean
    queuedOnConfirm: readonly LeadEmail<Lead>[]
  }
  /** What the CRM, the webhook and the text to the agent say of a lead. */
  handoff: (lead: Lead) => LeadHandoff
  /** Its row on the studio's desk and in the inbox. */
  desk: {
    /** A lead the agent answers in person (a newsletter sign-up is not: it gets the newsletter). */
    answered: boolean
    /** Only these count as leads: a sign-up still waiting for its owner's confirmation does not. */
    only?: Where
  }
}

/**
 * A lead type with its whole collection (the sidebar groups of its deliveries and the hook that
 * queues them included), as defineLeadType builds it. `LeadType` without an argument is any one.
 */
export type LeadType<Lead = never> = Omit<LeadTypeDefinition<Lead>, 'collection'> & {
  collection: CollectionConfig & { slug: CollectionSlug }
}

/** The config's list of lead types (src/leadTypes.ts), kept in the Payload config's `custom`. */
export type LeadTypesConfig = { leadTypes: readonly LeadType[] }

/** Every lead type of the site, as the Payload config lists them (its `custom.leadTypes`). */
export function leadTypesOf(payload: Payload): readonly LeadType[] {
  const custom = payload.config.custom as Partial<LeadTypesConfig> | undefined
  if (!custom?.leadTypes)
    throw new Error('The Payload config lists no lead types (custom.leadTypes)')
  return custom.leadTypes
}

/** The lead type stored in `collection`, if it is one. */
export const leadTypeOf = (payload: Payload, collection: string): LeadType | undefined =>
  leadTypesOf(payload).find((type) => type.collection.slug === collection)

/**
 * A lead list as the studio shows it: its name, the field that titles each lead, the columns, and
 * the fields its search box reads.
 */
export const leadList = (
  slug: CollectionSlug,
  [singular, plural]: [string, string],
  [useAsTitle, ...otherColumns]: [string, ...string[]],
  listSearchableFields?: string[],
): Pick<LeadCollectionConfig, 'slug' | 'labels' | 'admin'> => ({
  slug,
  labels: { singular, plural },
  admin: {
    useAsTitle,
    defaultColumns: [useAsTitle, ...otherColumns],
    ...(listSearchableFields ? { listSearchableFields } : {}),
  },
})
