import { ContactMessages } from '../collections/ContactMessages'
import { defineLeadType, leadEmail } from '../defineLeadType'
import { contactAgentEmail, type ContactLead } from '../emails/contact'
import { person } from '../handoff/facts'

/** The agent's notice of a contact message. */
const agentNotice = leadEmail<ContactLead>({
  name: 'contact-agent',
  slot: 'agentEmail',
  label: 'Email to the agent',
  render: contactAgentEmail,
})

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
  emails: [agentNotice],
  queuedWithLead: [agentNotice],
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
