import type { Payload } from 'payload'

import { databaseUrl, isPostgresUrl, sqliteFilePath } from '@/lib/env'
import { siteProcesses } from '@/lib/siteProcesses'

import {
  releaseLeftoverLeadJobs,
  runLeadDeliveries,
  scheduleLeadDeliveries,
  stopLeadDeliveries,
} from './queue'
import { requeueLostLeadDeliveries } from './requeue'
import { takeOverSending } from './senderHandover'

/*
 * The process that sends lead deliveries (the email worker under `npm start`, else the one
 * process), as instrumentation.ts starts it. docs/lead-delivery.md tells the whole lifecycle.
 */

/**
 * Every minute: lost deliveries queued again, then the due ones sent. Started whatever the
 * database does: with the database back, the timer carries on by itself.
 */
export function scheduleSending(client: () => Promise<Payload>): void {
  scheduleLeadDeliveries(client, requeueLostLeadDeliveries)
}

/**
 * Once the database is ready. On SQLite, the sender before this one finishes its last sends
 * first (senderHandover.ts). The deliveries the previous sender was sending when it stopped go
 * back to the queue: at once on SQLite (no other process can be sending), else once older than any
 * send in progress. Then lost ones are queued again, and everything due sent now, not a minute
 * from now. An email worker also hears from the web process when a lead came in ("wake", its
 * messages: server/emailWorker.ts), and finishes its sends under way when that process goes
 * (server/main.ts).
 */
export async function startSending(payload: Payload, { worker }: { worker: boolean }) {
  const sqlite = !isPostgresUrl(databaseUrl())
  if (worker) siteProcesses().stopSending = stopLeadDeliveries
  if (sqlite) await takeOverSending(`${sqliteFilePath(databaseUrl())}.sender.pid`)
  await releaseLeftoverLeadJobs(payload, sqlite)
  await requeueLostLeadDeliveries(payload)
  void runLeadDeliveries(payload, { gather: 0 })
  if (worker)
    process.on('message', (message) => {
      if (message === 'wake') void runLeadDeliveries(payload)
    })
}
