import { agentNotice, consentOf, defineLeadType, leadEmail, person } from '@/features/leads'
import { formatLumpSum, formatMonthly } from '@/lib/money'

import { MortgageLeads } from './MortgageLeads'
import { mortgageAgentEmail, mortgageBreakdownEmail, type MortgageLead } from './emails'

type Stored = MortgageLead & { consentText?: string | null }

const notice = agentNotice<Stored>('mortgage-agent', mortgageAgentEmail)

/** The visitor's own breakdown, with the server's figures only. */
export const mortgageBreakdown = leadEmail<Stored>({
  name: 'mortgage-breakdown',
  slot: 'visitorEmail',
  label: 'Breakdown email',
  render: mortgageBreakdownEmail,
})

function message({ inputs, results }: MortgageLead): string {
  return (
    `Mortgage calculator: ${formatLumpSum(inputs.purchasePrice)} home, ` +
    `${inputs.downPaymentPercent}% down, ${inputs.interestRate}% for ${inputs.loanTerm} years: ` +
    `${formatMonthly(results.totalMonthly)} a month in all.`
  )
}

/** The calculator's lead: the agent's notice and the visitor's breakdown, queued with it. */
export const mortgageLeadType = defineLeadType<Stored>({
  collection: MortgageLeads,
  label: 'Mortgage calculator leads',
  emails: [notice, mortgageBreakdown],
  queuedWithLead: [notice, mortgageBreakdown],
  handoff: (lead) => ({
    kind: 'mortgage',
    label: 'Mortgage calculator lead',
    followUpBossType: 'General Inquiry',
    ...person(lead),
    message: message(lead),
    consent: consentOf(lead),
  }),
  desk: { answered: true },
})
