/**
 * What other features' lead forms use in the browser (the calculator's contact step, a listing's
 * showing request, the saved homes, a search alert): the one hook with its states, the fields,
 * the card, the honeypot, the send button with the outcome line, with or without the follow-up
 * consent. Client code only: the forms placed by content blocks are in ../placedForms.ts.
 */
export { FollowUpAndSend, SendAndOutcome } from './FollowUpAndSend'
export { Honeypot } from './Honeypot'
export { LeadField } from './LeadField'
export { LeadFormCard } from './LeadFormCard'
export { NoScriptNote } from './NoScriptNote'
export { textOf } from './postLead'
export { cleanText } from './rules'
export { useLeadForm } from './useLeadForm'
