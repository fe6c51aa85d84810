/** The jobs queue of lead emails and its one task (kept apart so collections import no mailer). */
export const LEAD_QUEUE = 'leads'
export const SEND_LEAD_EMAIL = 'sendLeadEmail'

/** The send task logs one line per failure itself; Payload's own job logs are pages long. */
export const LEAD_JOBS_SILENT = { info: true, error: true }
