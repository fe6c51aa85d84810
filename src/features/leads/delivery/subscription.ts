import type { CollectionSlug, Field, FieldHook, Payload } from 'payload'

import { choice } from '@/lib/fields'

import { AGENT_SETS } from '../collections/fields'
import { queuedOnConfirmation } from './queueing'

/*
 * A double opt-in sign-up (a search alert, a seller's value updates) in a collection whose
 * `subscription` field goes pending → active → unsubscribed.
 */

/**
 * Starts a waiting sign-up, queueing the agent's notice and the hand-offs in the same write;
 * true when this call started it (a second click changes nothing).
 */
export async function confirmSubscription(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
): Promise<boolean> {
  const { docs } = await payload.update({
    collection,
    where: { and: [{ id: { equals: id } }, { subscription: { equals: 'pending' } }] },
    data: {
      subscription: 'active',
      confirmedAt: new Date().toISOString(),
      ...queuedOnConfirmation(['agentEmail']),
    } as never,
  })
  return docs.length > 0
}

/** Stops a sign-up (once: a repeat keeps the first time). */
export async function stopSubscription(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
): Promise<void> {
  await payload.update({
    collection,
    where: { and: [{ id: { equals: id } }, { subscription: { not_equals: 'unsubscribed' } }] },
    data: { subscription: 'unsubscribed', unsubscribedAt: new Date().toISOString() } as never,
  })
}

/**
 * A person in the studio may stop a sign-up (the visitor asked by phone, say), never start or
 * restart one: that is the visitor's consent, given by the emailed link. A stop is dated.
 */
export const onlyStoppedByPeople: FieldHook = ({ value, previousValue, req, siblingData }) => {
  if (!req.user || value === previousValue) return value
  if (value !== 'unsubscribed') return previousValue
  siblingData.unsubscribedAt ??= new Date().toISOString()
  return value
}

/** A sign-up's states, as the studio names them. */
const STATES = { pending: 'Waiting for confirmation', active: 'Active', unsubscribed: 'Stopped' }

/** A sign-up's state and its moments: waiting for confirmation, active, stopped. */
export const subscriptionFields = (): Field[] => [
  choice(
    'subscription',
    Object.entries(STATES).map(([value, label]) => ({ label, value })),
    'pending',
    {
      required: true,
      index: true,
      custom: { [AGENT_SETS]: true },
      admin: {
        description:
          'Only the visitor confirms a sign-up (by the emailed link). Choose Stopped when they ask you to stop it.',
      },
      hooks: { beforeChange: [onlyStoppedByPeople] },
    },
  ),
  { name: 'confirmedAt', label: 'Confirmed', type: 'date', admin: { readOnly: true } },
  { name: 'unsubscribedAt', label: 'Stopped', type: 'date', admin: { readOnly: true } },
]
