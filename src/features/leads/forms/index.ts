/**
 * What other features use of the lead forms in the browser: the contact and newsletter forms that
 * content blocks place, and for their own forms (the calculator's contact step, a listing's
 * showing request, the saved homes, a search alert) the one hook with its states, the fields, the
 * card, the honeypot, the send button with the outcome line, with or without the follow-up consent.
 */
export { ContactForm } from './ContactForm.client'
export { FollowUpAndSend, SendAndOutcome } from './FollowUpAndSend'
export { Honeypot } from './Honeypot'
export { LeadField } from './LeadField'
export { LeadFormCard } from './LeadFormCard'
export { NewsletterForm } from './NewsletterForm.client'
export { textOf } from './postLead'
export { cleanText } from './rules'
export { useLeadForm } from './useLeadForm'
