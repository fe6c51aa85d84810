/**
 * The jobs queue of lead deliveries (emails and hand-offs), and its one task. The task's slug
 * predates the hand-offs; queued jobs carry it, so it stays.
 */
export const LEAD_QUEUE = 'leads'
export const DELIVERY_TASK = 'sendLeadEmail'

/**
 * A delivery job's input: the lead and the delivery's name (an email's `name`, or a hand-off's
 * `<target>:<collection>`). Jobs queued before the hand-offs existed name it `email`.
 */
export type DeliveryJobInput = {
  collection: string
  leadId: string
  delivery?: string | null
  email?: string | null
}

/** The delivery a job names, whichever field it was queued with. */
export const deliveryNameOf = (input: DeliveryJobInput): string =>
  input.delivery ?? input.email ?? ''

/** The send task logs one line per failure itself; Payload's own job logs are pages long. */
export const LEAD_JOBS_SILENT = { info: true, error: true }

/** Who an email goes to, and why: its state is kept on the lead in a group of the same name. */
export type EmailSlot = 'agentEmail' | 'visitorEmail' | 'confirmationEmail'

/** Where a lead is handed over besides email: the CRM, a webhook, a text to the agent's phone. */
export const HANDOFF_SLOT_NAMES = ['crmHandoff', 'webhookHandoff', 'smsAlert'] as const
export type HandoffSlot = (typeof HANDOFF_SLOT_NAMES)[number]
export const isHandoffSlot = (slot: string): slot is HandoffSlot =>
  (HANDOFF_SLOT_NAMES as readonly string[]).includes(slot)

/** Every delivery of a lead keeps its state on the lead, in a group of this name. */
export type DeliverySlot = EmailSlot | HandoffSlot

/** How the studio names each hand-off on a lead. */
export const HANDOFF_LABELS: Record<HandoffSlot, string> = {
  crmHandoff: 'Follow Up Boss',
  webhookHandoff: 'Lead webhook',
  smsAlert: 'Text to the agent',
}
