import type { Payload, TypedUser } from 'payload'

import { seesLeads } from '@/lib/access'

import { ANSWER_WITHIN_MS, deskSummary, formatDuration } from './summary'
import './LeadDesk.css'

/**
 * The top of the studio's dashboard: the leads waiting for an answer (those past five minutes
 * marked), the new leads of today and the last 7 days by kind, and the median time to first
 * contact. A server component, read fresh on every visit. Nothing for an editor, who sees no lead.
 */
export async function LeadDesk({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!seesLeads(user)) return null
  const admin = payload.config.routes.admin
  const summary = await deskSummary(payload)
  const { medianMs, leads } = summary.firstContact
  const late = summary.waiting.filter((lead) => lead.waitedMs > ANSWER_WITHIN_MS).length
  return (
    <section className="lead-desk" aria-labelledby="lead-desk-title">
      <h2 id="lead-desk-title">Your leads</h2>
      <p>
        <a href={`${admin}/inbox`}>Open the inbox</a>: every lead in one list, with filters and a
        spreadsheet export.
      </p>
      <div className="lead-desk__figures">
        <p className="lead-desk__figure" data-testid="waiting-total">
          <strong>{summary.waitingTotal}</strong>
          <span>{summary.waitingTotal === 1 ? 'lead waits' : 'leads wait'} for an answer</span>
        </p>
        <p className="lead-desk__figure" data-testid="median-first-contact">
          <strong>{medianMs === null ? '—' : formatDuration(medianMs)}</strong>
          <span>
            median time to first contact, last 30 days
            {leads ? ` (${leads} ${leads === 1 ? 'lead' : 'leads'})` : ' (none contacted yet)'}
          </span>
        </p>
      </div>

      <table className="lead-desk__counts">
        <caption>New leads</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Today</th>
            <th scope="col">Last 7 days</th>
          </tr>
        </thead>
        <tbody>
          {summary.counts.map((row) => (
            <tr key={row.collection} data-testid={`count-${row.collection}`}>
              <th scope="row">
                <a href={`${admin}/collections/${row.collection}`}>{row.label}</a>
              </th>
              <td>{row.today}</td>
              <td>{row.week}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="lead-desk__subtitle">
        Waiting for an answer{late ? `: ${late} past 5 minutes` : ''}
      </h3>
      {summary.waiting.length ? (
        <ol className="lead-desk__waiting" data-testid="waiting">
          {summary.waiting.map((lead) => {
            const overdue = lead.waitedMs > ANSWER_WITHIN_MS
            return (
              <li key={`${lead.collection}/${lead.id}`} data-overdue={overdue || undefined}>
                <a href={`${admin}/collections/${lead.collection}/${lead.id}`}>{lead.who}</a>
                <span className="lead-desk__type">{lead.type}</span>
                <span className="lead-desk__wait">
                  {overdue ? <span className="lead-desk__late">Over 5 min</span> : null} waiting{' '}
                  {formatDuration(lead.waitedMs)}
                </span>
              </li>
            )
          })}
        </ol>
      ) : (
        <p>Every lead has been answered.</p>
      )}
      {summary.waitingTotal > summary.waiting.length ? (
        <p>
          {summary.waitingTotal - summary.waiting.length} more wait: open a list above and filter on
          Status = New.
        </p>
      ) : null}
    </section>
  )
}
