import { leadCollection } from './collections/fields'
import { queueOnChange } from './delivery/queueing'
import type { LeadEmail, LeadType, LeadTypeDefinition } from './leadType'

/** One email of a lead type (its `name` is stored in queued jobs: never rename it). */
export const leadEmail = <Lead>(email: LeadEmail<Lead>): LeadEmail<Lead> => email

/**
 * A lead type with its collection built: filed under Leads, the group of each of its emails and
 * hand-offs in the sidebar, and the hook that queues its deliveries for a lead stored or
 * confirmed through Payload (collections/fields.ts, delivery/queueing.ts).
 */
export function defineLeadType<Lead>(definition: LeadTypeDefinition<Lead>): LeadType<Lead> {
  const { collection, ...rest } = definition
  const leadType = { ...rest } as LeadType<Lead>
  leadType.collection = leadCollection({
    ...collection,
    emails: definition.emails.map((email) => [email.slot, email.label]),
    hooks: {
      ...collection.hooks,
      afterChange: [
        ...(collection.hooks?.afterChange ?? []),
        queueOnChange(leadType as unknown as LeadType),
      ],
    },
  }) as LeadType<Lead>['collection']
  return leadType
}

/** The agent's notice of a lead, "Email to the agent" in its sidebar. */
export const agentNotice = <Lead>(name: string, render: LeadEmail<Lead>['render']) =>
  leadEmail<Lead>({ name, slot: 'agentEmail', label: 'Email to the agent', render })

/**
 * A double opt-in's confirmation email, "Confirmation email" in its sidebar: sent while the
 * sign-up waits for its owner (`pending`), with the signed link `confirmUrl` gives.
 */
export const confirmationRequest = <Lead extends { id: number | string; email: string }>(
  name: string,
  render: (
    lead: Lead,
    agent: Parameters<LeadEmail<Lead>['render']>[1],
    url: string,
  ) => ReturnType<LeadEmail<Lead>['render']>,
  confirmUrl: (id: Lead['id'], email: string) => string,
  pending: (lead: Lead) => boolean,
) =>
  leadEmail<Lead>({
    name,
    slot: 'confirmationEmail',
    label: 'Confirmation email',
    render: (lead, agent) => render(lead, agent, confirmUrl(lead.id, lead.email)),
    stillWanted: pending,
  })
