import { NewsletterSubscribers } from '../collections/NewsletterSubscribers'
import { agentNotice, defineLeadType, leadEmail } from '../defineLeadType'
import {
  confirmationEmail,
  subscriberAgentEmail,
  welcomeEmail,
  type SubscriberLead,
} from '../emails/newsletter'
import { confirmationUrl } from './confirmation'
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe'

const pending = (lead: SubscriberLead) => lead.subscription === 'pending'
const subscribed = (lead: SubscriberLead) => lead.subscription === 'subscribed'

/** The double opt-in: its link confirms the address (newsletter/confirmation.ts). */
const confirmationRequest = leadEmail<SubscriberLead>({
  name: 'subscriber-confirm',
  slot: 'confirmationEmail',
  label: 'Confirmation email',
  render: (lead, agent) => confirmationEmail(lead, agent, confirmationUrl(lead.id, lead.email)),
  stillWanted: pending,
})

const notice = agentNotice<SubscriberLead>('subscriber-agent', subscriberAgentEmail)

const welcome = leadEmail<SubscriberLead>({
  name: 'subscriber-welcome',
  slot: 'visitorEmail',
  label: 'Welcome email',
  render: (lead, agent) =>
    welcomeEmail(lead, agent, {
      url: unsubscribeUrl(lead.email),
      headers: unsubscribeHeaders(lead.email),
    }),
  stillWanted: subscribed,
})

/**
 * A newsletter sign-up: the confirmation when it is stored; the agent's notice and the welcome
 * once the address is confirmed. It counts as a lead once confirmed, and never waits for an answer.
 */
export const newsletterLeadType = defineLeadType<SubscriberLead>({
  collection: NewsletterSubscribers,
  label: 'Newsletter sign-ups',
  emails: [confirmationRequest, notice, welcome],
  queuedWithLead: [confirmationRequest],
  confirmation: { pending, confirmed: subscribed, queuedOnConfirm: [notice, welcome] },
  handoff: (lead) => ({
    kind: 'newsletter',
    label: 'Newsletter sign-up',
    followUpBossType: 'Registration',
    email: lead.email,
  }),
  desk: { answered: false, only: { subscription: { not_equals: 'pending' } } },
})
