import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { seesLeads } from '@/lib/access'
import { telHref } from '@/lib/contactFormat'

import {
  ANSWER_WITHIN_MS,
  STATUS_LABELS,
  deskRows,
  agentTime,
  formatDuration,
  pathOf,
} from '../desk/summary'
import { INBOX_PAGE_SIZE, LEAD_STATUSES, inboxLeads, parseInboxQuery } from './inbox'
import '../desk/LeadDesk.css'
import './InboxView.css'

/** The start of what a visitor asked, on one line: the lead itself has the whole of it. */
function excerpt(asked: string): string {
  const line = asked.replace(/\s+/g, ' ').trim()
  return line.length > 140 ? `${line.slice(0, 139).trimEnd()}…` : line
}

/**
 * The studio's one inbox (/studio/inbox): every lead of every kind, newest first, with filters
 * by kind, status and day, a search on name and email, and a CSV export of what is shown
 * (with the consent ledger). Each row opens the lead in its own list. The admin and the agent
 * only: for an editor there is no such page, as there is no lead list.
 */
export async function InboxView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const admin = req.payload.config.routes.admin
  if (!req.user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/inbox`)}`)
  if (!seesLeads(req.user)) notFound()
  const kinds = deskRows(req.payload)
  const parsed = parseInboxQuery(searchParams ?? {})
  const known = kinds.some((kind) => kind.collection === parsed.type)
  const query = { ...parsed, type: known ? parsed.type : undefined }
  const { leads, total } = await inboxLeads(req.payload, query)
  const filters = new URLSearchParams(
    Object.entries({ ...query, page: undefined }).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])),
  )
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  const pageLink = (page: number) =>
    `${admin}/inbox?${new URLSearchParams({ ...Object.fromEntries(filters), page: String(page) })}`
  // A page past the end (an old link, fewer leads now): the last one instead.
  if (query.page! > pages) redirect(pageLink(pages))
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {/* The studio's own margins, as its lists have them. */}
      <Gutter>
        <section className="lead-desk lead-inbox" aria-labelledby="lead-inbox-title">
          <h1 id="lead-inbox-title">Inbox</h1>
          <form method="get" action={`${admin}/inbox`} className="lead-inbox__filters">
            <label>
              Kind
              <select name="type" defaultValue={query.type ?? ''}>
                <option value="">Every kind</option>
                {kinds.map((type) => (
                  <option key={type.collection} value={type.collection}>
                    {type.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Status
              <select name="status" defaultValue={query.status ?? ''}>
                <option value="">Any status</option>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              From
              <input type="date" name="from" defaultValue={query.from ?? ''} />
            </label>
            <label>
              To
              <input type="date" name="to" defaultValue={query.to ?? ''} />
            </label>
            <label>
              Name or email
              <input type="search" name="search" defaultValue={query.search ?? ''} />
            </label>
            <button type="submit">Show</button>
            <a href={`/api/lead-inbox/csv?${filters}`} download>
              Download CSV
            </a>
          </form>
          <p role="status">
            {total === 1 ? '1 lead' : `${total} leads`}
            {pages > 1 ? `, page ${query.page} of ${pages}` : ''}
          </p>
          {leads.length ? (
            // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
            <div className="lead-inbox__scroll" tabIndex={0} role="group" aria-label="Leads">
              <table className="lead-desk__counts lead-inbox__table">
                <caption>Newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Who</th>
                    <th scope="col">Asked</th>
                    <th scope="col">Phone</th>
                    <th scope="col">From</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {leads.map((lead) => {
                    const overdue = lead.waitsForAnswer && lead.waitedMs > ANSWER_WITHIN_MS
                    return (
                      <tr key={`${lead.collection}/${lead.id}`} data-testid="inbox-lead">
                        <td className="lead-inbox__nowrap">
                          {agentTime.format(new Date(lead.createdAt))}
                        </td>
                        <td>{lead.what}</td>
                        <th scope="row">
                          <a href={`${admin}/collections/${lead.collection}/${lead.id}`}>
                            {[lead.name, lead.email].filter(Boolean).join(' · ') || 'Someone'}
                          </a>
                        </th>
                        <td className="lead-inbox__asked">{excerpt(lead.asked)}</td>
                        <td className="lead-inbox__nowrap">
                          {lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : null}
                        </td>
                        <td>{pathOf(lead.source)}</td>
                        <td>
                          {lead.status ? STATUS_LABELS[lead.status] : ''}
                          {lead.awaitingConfirmation ? (
                            <span className="lead-desk__wait">awaiting confirmation</span>
                          ) : lead.waitsForAnswer ? (
                            <span className="lead-desk__wait">
                              {overdue ? <span className="lead-desk__late">Over 5 min</span> : null}{' '}
                              waiting {formatDuration(lead.waitedMs)}
                            </span>
                          ) : null}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <p>No lead matches these filters.</p>
          )}
          {pages > 1 ? (
            <nav aria-label="Pages" className="lead-inbox__pages">
              {query.page! > 1 ? <a href={pageLink(query.page! - 1)}>Newer</a> : null}
              {query.page! < pages ? <a href={pageLink(query.page! + 1)}>Older</a> : null}
            </nav>
          ) : null}
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
