import type { CollectionConfig } from 'payload'

import { hiddenUnlessLeadTeam, leadTeam } from '@/lib/access'

/**
 * Payload's jobs collection, shown in the studio's Leads group as "Outgoing emails": what is waiting,
 * retrying (next attempt at "Wait until") or has failed for good, with the error. Read by whoever
 * sees leads (the admin and the agent), and read-only: the queue alone writes it. Finished jobs
 * are deleted (the lead keeps its email status).
 */
export const emailJobsCollection = ({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: { singular: 'Outgoing email', plural: 'Outgoing emails' },
  access: { ...defaultJobsCollection.access, read: leadTeam },
  admin: {
    ...defaultJobsCollection.admin,
    group: 'Leads',
    hidden: hiddenUnlessLeadTeam,
    defaultColumns: ['input', 'totalTried', 'hasError', 'waitUntil', 'processing', 'createdAt'],
  },
})
