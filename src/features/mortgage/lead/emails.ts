import type { EmailMessage } from '@/lib/mail'
import {
  formatLoanTerm,
  formatLumpSum,
  formatMonthly,
  hasLoanToPayOff,
  type MortgageInputs,
  type MortgageResults,
} from '@/features/mortgage/math'

import { type AgentContext, lines, receivedAt, studioLink } from '@/features/leads'

/** A `mortgage-leads` document as the calculator endpoint stores it. */
export type MortgageLead = {
  id: string | number
  name: string
  email: string
  phone: string
  allowFollowUp?: boolean | null
  inputs: MortgageInputs
  results: MortgageResults
  sourceUrl?: string | null
  createdAt: string
  /** The breakdown email's state: empty when the address had one in the last day. */
  visitorEmail?: { state?: string | null } | null
}

const percent = (value: number) => `${Number(value.toFixed(3))}%`

/** The payment, line by line; PMI, HOA and extra principal only when they apply. */
function breakdown({ inputs, results }: MortgageLead): string {
  const monthly = lines([
    ['Principal & interest', formatMonthly(results.principalAndInterest)],
    ['Property tax', formatMonthly(results.propertyTaxMonthly)],
    ['Home insurance', formatMonthly(results.insuranceMonthly)],
    ['PMI', results.pmiMonthly > 0 ? formatMonthly(results.pmiMonthly) : null],
    ['HOA', results.hoaMonthly > 0 ? formatMonthly(results.hoaMonthly) : null],
    ['Extra principal', results.extraMonthly > 0 ? formatMonthly(results.extraMonthly) : null],
    ['Total monthly', formatMonthly(results.totalMonthly)],
  ])
  const loan = lines([
    ['Purchase price', formatLumpSum(inputs.purchasePrice)],
    [
      'Down payment',
      `${formatLumpSum(inputs.downPaymentAmount)} (${percent(inputs.downPaymentPercent)})`,
    ],
    ['Loan amount', formatLumpSum(results.loanAmount)],
    ['Loan', `${formatLoanTerm(inputs.loanTerm)} at ${percent(inputs.interestRate)}`],
    ['Cash to close', formatLumpSum(results.cashToClose)],
    [
      'Paid off in',
      hasLoanToPayOff(results) ? `${results.payoffTimeline} (${results.payoffDate})` : null,
    ],
    [
      'Interest saved',
      results.interestSaved > 0
        ? `${formatLumpSum(results.interestSaved)} with extra principal`
        : null,
    ],
  ])
  return `${monthly}\n\n${loan}`
}

/** The agent's notice: who asked, whether they want follow-up, and the figures they saw. */
export function mortgageAgentEmail(lead: MortgageLead, agent: AgentContext): EmailMessage {
  const contact = lead
  return {
    to: agent.agentEmail,
    replyTo: contact.email,
    subject: `New mortgage estimate request from ${contact.name}`,
    text: [
      `${contact.name} used the mortgage calculator and asked for their breakdown.`,
      ...(lead.visitorEmail?.state
        ? []
        : ['This address had a breakdown emailed in the last day, so no email went to it now.']),
      '',
      lines([
        ['Name', contact.name],
        ['Email', contact.email],
        ['Phone', contact.phone],
        ['Follow-up', contact.allowFollowUp ? 'Yes, agreed to follow-up' : 'No follow-up wanted'],
        ['Received', receivedAt(lead.createdAt)],
        ['Page', lead.sourceUrl],
      ]),
      '',
      breakdown(lead),
      '',
      `Open it in the studio: ${studioLink(agent.siteUrl, 'mortgage-leads', lead.id)}`,
    ].join('\n'),
  }
}

/**
 * The visitor's own breakdown, as the calculator showed it. It goes to whatever address was typed
 * in, so it carries nothing the visitor wrote: only the figures the server computed.
 */
export function mortgageBreakdownEmail(lead: MortgageLead, agent: AgentContext): EmailMessage {
  return {
    to: lead.email,
    replyTo: agent.agentEmail,
    subject: `Your mortgage estimate: ${formatMonthly(lead.results.totalMonthly)} a month`,
    text: [
      'Hello,',
      '',
      `Here is the personalized breakdown you asked for on ${agent.siteUrl}:`,
      '',
      breakdown(lead),
      '',
      'This is an estimate, not a loan offer: your lender confirms the final figures.',
      `Questions? Reply to this email or call ${agent.agentName} at ${agent.agentPhone}.`,
    ].join('\n'),
  }
}
