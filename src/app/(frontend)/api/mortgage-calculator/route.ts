import { payloadClient } from '@/lib/payload'
import { provenance, readLead, replyFromError, replySuccess } from '@/features/leads/intake/http'
import { MORTGAGE_THANKS } from '@/features/mortgage/lead/contactRules'
import { mortgageLeadSchema } from '@/features/mortgage/lead/schema'
import { cleanLine } from '@/features/leads/intake/rules'
import { storeMortgageLead } from '@/features/mortgage/lead/store'
import { calculateMortgage, calendarMonthOf } from '@/features/mortgage/math'
import { AGENT_TIME_ZONE } from '@/lib/timeZone'

export async function POST(request: Request) {
  try {
    const { data, isBot } = await readLead(request, mortgageLeadSchema)
    if (isBot) return replySuccess(MORTGAGE_THANKS) // looks like success; nothing is kept
    // Clamp (spec §7) and recompute: the browser's `results` are never trusted.
    const calculation = calculateMortgage(data.inputs, calendarMonthOf(new Date(), AGENT_TIME_ZONE))
    const fromHeaders = provenance(request)
    await storeMortgageLead(await payloadClient(), data, calculation, {
      sourceUrl: cleanLine(data.meta?.sourceUrl) ?? fromHeaders.sourceUrl,
      userAgent: fromHeaders.userAgent ?? cleanLine(data.meta?.userAgent),
    })
    return replySuccess(MORTGAGE_THANKS)
  } catch (error) {
    return replyFromError(error, 'Mortgage calculator lead')
  }
}
