import type { Payload, TypedUser } from 'payload'

import { seesLeads } from '@/lib/access'

/**
 * "Inbox" in the studio's side menu, above the collections: every lead in one list. Not for an
 * editor, who sees no lead.
 */
export function InboxLink({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!seesLeads(user)) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/inbox`} id="nav-lead-inbox">
      <span className="nav__link-label">Inbox</span>
    </a>
  )
}
