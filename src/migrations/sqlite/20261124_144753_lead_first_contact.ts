import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_first_contacted_at_idx\` ON \`contact_messages\` (\`first_contacted_at\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_first_contacted_at_idx\` ON \`newsletter_subscribers\` (\`first_contacted_at\`);`)
  await db.run(sql`ALTER TABLE \`mortgage_leads\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`mortgage_leads_first_contacted_at_idx\` ON \`mortgage_leads\` (\`first_contacted_at\`);`)
  await db.run(sql`ALTER TABLE \`listing_inquiries\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`listing_inquiries_first_contacted_at_idx\` ON \`listing_inquiries\` (\`first_contacted_at\`);`)
  await db.run(sql`ALTER TABLE \`saved_home_lists\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`saved_home_lists_first_contacted_at_idx\` ON \`saved_home_lists\` (\`first_contacted_at\`);`)
  await db.run(sql`ALTER TABLE \`search_alerts\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`CREATE INDEX \`search_alerts_first_contacted_at_idx\` ON \`search_alerts\` (\`first_contacted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_messages_first_contacted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`first_contacted_at\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_first_contacted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`first_contacted_at\`;`)
  await db.run(sql`DROP INDEX \`mortgage_leads_first_contacted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_leads\` DROP COLUMN \`first_contacted_at\`;`)
  await db.run(sql`DROP INDEX \`listing_inquiries_first_contacted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`listing_inquiries\` DROP COLUMN \`first_contacted_at\`;`)
  await db.run(sql`DROP INDEX \`saved_home_lists_first_contacted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`saved_home_lists\` DROP COLUMN \`first_contacted_at\`;`)
  await db.run(sql`DROP INDEX \`search_alerts_first_contacted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_alerts\` DROP COLUMN \`first_contacted_at\`;`)
}
