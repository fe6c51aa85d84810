import { ContactMessages } from '../collections/ContactMessages'
import { agentNotice, defineLeadType } from '../defineLeadType'
import { contactAgentEmail, type ContactLead } from '../emails/contact'
import { person } from '../handoff/facts'

/** The agent's notice of a contact message. */
const notice = agentNotice<ContactLead>('contact-agent', contactAgentEmail)

/** A contact message sent from the sellers' page is a seller's. */
const fromSellersPage = (sourceUrl: string | null | undefined) => {
  try {
    return /^\/sell(ers?|ing)?(\/|$)/.test(new URL(sourceUrl ?? '').pathname)
  } catch {
    return false
  }
}

/** A message from the contact form: the agent hears of it at once. */
export const contactLeadType = defineLeadType<ContactLead>({
  collection: ContactMessages,
  label: 'Contact messages',
  emails: [notice],
  queuedWithLead: [notice],
  handoff: (lead) => {
    const seller = fromSellersPage(lead.sourceUrl)
    return {
      kind: seller ? 'seller-contact' : 'contact',
      label: seller ? 'Seller contact message' : 'Contact message',
      followUpBossType: seller ? 'Seller Inquiry' : 'General Inquiry',
      ...person(lead),
      message: lead.message,
    }
  },
  desk: { answered: true },
})
