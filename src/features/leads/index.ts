/*
 * What other features use of leads on the server: the lead type they declare beside their form
 * (leadType.ts, defineLeadType.ts), the fields lead collections share, the one way to store a
 * lead, the parts lead emails share, and the schema helper of the endpoints. The browser's form
 * pieces are in forms/.
 */
export type {
  LeadCollectionConfig,
  LeadEmail,
  LeadHandoff,
  LeadType,
  LeadTypeDefinition,
  LeadTypesConfig,
} from './leadType'
export { leadList, leadTypeOf, leadTypesOf } from './leadType'
export { agentNotice, defineLeadType, leadEmail, signUpLeadType } from './defineLeadType'
export { AGENT_SETS, consentFields, contactFields } from './collections/fields'
export { consentOf, optional, person } from './handoff/facts'
export { storeLead, type OncePer, type Provenance, type Stored } from './delivery/intake'
export { queuedOnConfirmation } from './delivery/queueing'
export { confirmSubscription, stopSubscription, subscriptionFields } from './delivery/subscription'
export { agentContext, senderOf } from './delivery/deliveries'
export { emailSettings, forgetEmailSettings } from './delivery/settings'
export { lines, receivedAt, studioLink, type AgentContext } from './emails/shared'
export { escapeHtml, linkPage } from './newsletter/linkPages'
export { ruled } from './server/schemas'
