import type { Endpoint } from 'payload'

import { LEADS_NOT_FOR_ROLE, seesLeads } from '@/lib/access'
import { agentDate } from '@/lib/timeZone'

import { inboxCsv } from './csv'
import { inboxLeads, parseInboxQuery } from './inbox'

/**
 * GET /api/lead-inbox/csv?type=&status=&search=&from=&to=: every lead the inbox's filters
 * match, as a spreadsheet with the consent ledger. The admin and the agent only: an editor is
 * refused, as with every lead.
 */
export const inboxCsvEndpoint: Endpoint = {
  path: '/lead-inbox/csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json(
        { error: 'Sign in to the studio to export leads.' },
        { status: 401, headers: { 'cache-control': 'no-store' } },
      )
    if (!seesLeads(req.user))
      return Response.json(
        { error: LEADS_NOT_FOR_ROLE },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      )
    const params = Object.fromEntries(new URL(req.url ?? '', 'http://site').searchParams)
    const { leads } = await inboxLeads(req.payload, parseInboxQuery(params), { all: true })
    const day = agentDate(new Date()) // the agent's day, not the server's
    return new Response(inboxCsv(leads), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
