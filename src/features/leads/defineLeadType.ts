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

type ConfirmRender<Lead> = (
  lead: Lead,
  agent: Parameters<LeadEmail<Lead>['render']>[1],
  url: string,
) => ReturnType<LeadEmail<Lead>['render']>

/**
 * A double opt-in sign-up's lead type (search alerts, value updates, report emails): stored with
 * its confirmation email (sent while it waits for its owner, with the signed link `confirm.url`
 * gives), then the agent's notice and the hand-offs once confirmed, when it counts as a lead.
 * By default a sign-up waits while its `subscription` is pending and counts once it is active.
 * Returns the lead type and its confirmation email (which the store sends at most once a day).
 */
export function signUpLeadType<
  Lead extends { id: number | string; email: string; subscription?: string | null },
>(
  definition: Omit<LeadTypeDefinition<Lead>, 'emails' | 'queuedWithLead' | 'confirmation'> & {
    confirm: {
      name: string
      render: ConfirmRender<Lead>
      url: (id: Lead['id'], email: string) => string
    }
    notice: { name: string; render: LeadEmail<Lead>['render'] }
    pending?: (lead: Lead) => boolean
    confirmed?: (lead: Lead) => boolean
  },
) {
  const { confirm, notice, ...rest } = definition
  const pending = definition.pending ?? ((lead: Lead) => lead.subscription === 'pending')
  const confirmed = definition.confirmed ?? ((lead: Lead) => lead.subscription === 'active')
  const confirmationEmail = leadEmail<Lead>({
    name: confirm.name,
    slot: 'confirmationEmail',
    label: 'Confirmation email',
    render: (lead, agent) => confirm.render(lead, agent, confirm.url(lead.id, lead.email)),
    stillWanted: pending,
  })
  const agentEmail = agentNotice<Lead>(notice.name, notice.render)
  const leadType = defineLeadType<Lead>({
    ...rest,
    emails: [confirmationEmail, agentEmail],
    queuedWithLead: [confirmationEmail],
    confirmation: { pending, confirmed, queuedOnConfirm: [agentEmail] },
  })
  return { leadType, confirmationEmail }
}
