import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { rebuiltAlertLabels } from '../../features/listings/alerts/relabel'

// Data only. Alerts stored before their labels were built in the site's words may hold what the
// visitor typed there; each label is rebuilt from the alert's stored search and the places listed.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const alerts = await db.all<{ id: number; search: string | null }>(
    sql`SELECT \`id\`, \`search\` FROM \`search_alerts\`;`,
  )
  if (!alerts.length) return
  const listed = await db.all<{ city: string | null; county: string | null }>(
    sql`SELECT DISTINCT \`city\`, \`county_or_parish\` AS \`county\` FROM \`listings\` WHERE \`shown\` = 1 AND \`city\` IS NOT NULL;`,
  )
  for (const { id, label } of rebuiltAlertLabels(alerts, listed))
    await db.run(sql`UPDATE \`search_alerts\` SET \`search_label\` = ${label} WHERE \`id\` = ${id};`)
}

// The old labels are not kept: there is nothing to restore.
export async function down(_args: MigrateDownArgs): Promise<void> {}
