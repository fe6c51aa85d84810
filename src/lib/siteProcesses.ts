/**
 * Where the production server (src/server, compiled apart by tsc) and the site's own code (bundled
 * by Next.js: instrumentation.ts, the lead delivery queue) meet. Next.js loads its own copy of
 * every module it bundles, so a variable exported by a module here is not the one the server
 * sees: the one thing both copies share is the process's global object. This module keeps the
 * handles on it under one key, typed; nothing else reads or writes them there.
 *
 * Under `npm start` two processes run this same program (src/server/emailWorker.ts): the web
 * process serves the site, the email worker sends the lead deliveries.
 */

/** What a lead endpoint reads of a request: its address, its headers, its body when asked. */
export type LeadRequest = {
  url: string
  headers: Headers
  /** The body, or null when longer than the endpoint takes. */
  body: () => Promise<Uint8Array | null>
}

/** A lead endpoint's answer: a status, a JSON body and any extra headers. */
export type LeadReply = { status: number; json: object; headers?: Record<string, string> }

export type LeadHandler = (request: LeadRequest) => Promise<LeadReply>

type Handles = {
  /** Web process, set by server/main.ts: starts the email worker (once the database is ready). */
  startEmailWorker?: () => void
  /** Web process, set by server/emailWorker.ts: tells the worker that deliveries were queued. */
  wakeEmailWorker?: () => void
  /** Email worker, set by instrumentation.ts: finishes the sends under way, and sends no more. */
  stopSending?: () => Promise<void>
  /** Web process, set by instrumentation.ts: the lead endpoints, by path, for server/leadIntake.ts. */
  leadEndpoints?: Readonly<Record<string, LeadHandler>>
  /** Web process, set by instrumentation.ts: whether a request carries a studio session. */
  studioSignedIn?: (headers: Headers) => Promise<boolean>
  /** Web process, set by instrumentation.ts: whether the studio has a user (the first-user form is shut). */
  studioHasUsers?: () => Promise<boolean>
}

const KEY = Symbol.for('site.processes')

/** This process's handles: set by the side that has the thing, read by the side that needs it. */
export function siteProcesses(): Handles {
  const global = globalThis as { [KEY]?: Handles }
  return (global[KEY] ??= {})
}
