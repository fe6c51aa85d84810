/** The jobs queue of lead emails and its one task (kept apart so collections import no mailer). */
export const LEAD_QUEUE = 'leads'
export const SEND_LEAD_EMAIL = 'sendLeadEmail'

/** The send task logs one line per failure itself; Payload's own job logs are pages long. */
export const LEAD_JOBS_SILENT = { info: true, error: true }

/** Who an email goes to, and why: its state is kept on the lead in a group of the same name. */
export type EmailSlot = 'agentEmail' | 'visitorEmail' | 'confirmationEmail'
