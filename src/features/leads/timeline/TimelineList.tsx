import { STATUS_LABELS, pathOf } from '../desk/summary'
import type { LeadTimeline, TimelineEntry } from './timeline'

const DELIVERY_STATES: Record<string, string> = {
  queued: 'queued',
  sent: 'sent',
  retrying: 'retrying',
  failed: 'failed',
}

function Entry({ entry }: { entry: TimelineEntry }) {
  switch (entry.kind) {
    case 'received':
      return (
        <>
          <strong>{entry.form} received</strong>
          {entry.source ? <> from {pathOf(entry.source)}</> : null}.
          {entry.allowFollowUp !== null ? (
            <> Follow-up {entry.allowFollowUp ? 'allowed' : 'declined'}.</>
          ) : null}
          {entry.consentText ? (
            <span className="lead-timeline__consent">
              Consent wording shown: <q>{entry.consentText}</q>
            </span>
          ) : null}
        </>
      )
    case 'subscription':
      return <>Subscription {entry.what}.</>
    case 'status':
      return (
        <>
          Status changed from {STATUS_LABELS[entry.from] ?? entry.from} to{' '}
          <strong>{STATUS_LABELS[entry.to] ?? entry.to}</strong> by {entry.by}.
        </>
      )
    case 'notes':
      return <>Notes edited by {entry.by}.</>
    case 'delivery':
      return (
        <>
          {entry.label}: <strong>{DELIVERY_STATES[entry.state] ?? entry.state}</strong>
          {entry.attempts > 1 ? ` after ${entry.attempts} attempts` : ''}.
          {entry.lastError && entry.state !== 'sent' ? (
            <span className="lead-timeline__error">Last error: {entry.lastError}</span>
          ) : null}
        </>
      )
  }
}

/**
 * A lead's timeline: what the visitor sent and agreed to, where each email and hand-off stands,
 * who changed the status or notes and when, and the visitor's other leads, each a link.
 */
export function TimelineList({ timeline, admin }: { timeline: LeadTimeline; admin: string }) {
  return (
    <>
      {timeline.earlierChanges ? (
        <p>
          {timeline.earlierChanges} earlier{' '}
          {timeline.earlierChanges === 1 ? 'change is' : 'changes are'} not shown.
        </p>
      ) : null}
      {/* role="list": Safari drops a list's role when its markers are hidden. */}
      <ol role="list">
        {timeline.entries.map((entry, index) => (
          <li key={index} data-testid="timeline-entry">
            {entry.at ? (
              <time dateTime={entry.at}>{entry.atText}</time>
            ) : (
              <span className="lead-timeline__pending">
                {entry.kind === 'delivery' && entry.state === 'failed'
                  ? 'Not delivered'
                  : 'Not delivered yet'}
              </span>
            )}
            <span>
              <Entry entry={entry} />
            </span>
          </li>
        ))}
      </ol>
      <h4>Other leads from this email address</h4>
      {timeline.sameEmail.length ? (
        <ul>
          {timeline.sameEmail.map((lead) => (
            <li key={`${lead.collection}/${lead.id}`}>
              <a href={`${admin}/collections/${lead.collection}/${lead.id}`}>
                {lead.type}, {lead.createdAtText}
              </a>
              {lead.awaitingConfirmation
                ? ' (awaiting confirmation)'
                : lead.status
                  ? ` (${STATUS_LABELS[lead.status] ?? lead.status})`
                  : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}
    </>
  )
}
