import type { Payload } from 'payload'

/** "Inbox" in the studio's side menu, above the collections: every lead in one list. */
export function InboxLink({ payload }: { payload: Payload }) {
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/inbox`} id="nav-lead-inbox">
      <span className="nav__link-label">Inbox</span>
    </a>
  )
}
