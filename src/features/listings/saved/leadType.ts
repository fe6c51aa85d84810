import { agentNotice, consentOf, defineLeadType, leadEmail, person } from '@/features/leads'

import { SavedHomeLists } from './SavedHomeLists'
import { savedHomesAgentEmail, savedHomesVisitorEmail, type SavedHomesLead } from './emails'

type Stored = SavedHomesLead & { consentText?: string | null }

/** The visitor's copy: sent to whatever address was typed, at most once a day (store.ts). */
export const savedHomesCopy = leadEmail<Stored>({
  name: 'saved-homes-visitor',
  slot: 'visitorEmail',
  label: 'Email to the visitor',
  render: savedHomesVisitorEmail,
})

const notice = agentNotice<Stored>('saved-homes-agent', savedHomesAgentEmail)

/** "Email me these homes": the homes to the visitor, the lead to the agent. */
export const savedHomesLeadType = defineLeadType<Stored>({
  collection: SavedHomeLists,
  label: 'Saved homes sent',
  emails: [savedHomesCopy, notice],
  queuedWithLead: [savedHomesCopy, notice],
  handoff: (lead) => ({
    kind: 'saved-homes',
    label: 'Saved homes sent',
    followUpBossType: 'General Inquiry',
    ...person(lead),
    message: `Saved homes (${lead.homeCount}):\n\n${lead.homes}`,
    consent: consentOf(lead),
  }),
  desk: { answered: true },
})
