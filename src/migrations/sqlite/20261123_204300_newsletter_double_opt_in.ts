import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`subscription\` text DEFAULT 'pending' NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`source_url\` text,
  	\`user_agent\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`confirmation_email_state\` text DEFAULT 'queued',
  	\`confirmation_email_attempts\` numeric DEFAULT 0,
  	\`confirmation_email_sent_at\` text,
  	\`confirmation_email_last_error\` text,
  	\`agent_email_state\` text DEFAULT 'queued',
  	\`agent_email_attempts\` numeric DEFAULT 0,
  	\`agent_email_sent_at\` text,
  	\`agent_email_last_error\` text,
  	\`visitor_email_state\` text DEFAULT 'queued',
  	\`visitor_email_attempts\` numeric DEFAULT 0,
  	\`visitor_email_sent_at\` text,
  	\`visitor_email_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // The old table has none of the new columns. Subscribers from before the double opt-in keep
  // their subscription and need no confirmation.
  await db.run(sql`INSERT INTO \`__new_newsletter_subscribers\`("id", "email", "subscription", "unsubscribed_at", "source_url", "user_agent", "status", "notes", "agent_email_state", "agent_email_attempts", "agent_email_sent_at", "agent_email_last_error", "visitor_email_state", "visitor_email_attempts", "visitor_email_sent_at", "visitor_email_last_error", "updated_at", "created_at", "confirmation_email_state") SELECT "id", "email", "subscription", "unsubscribed_at", "source_url", "user_agent", "status", "notes", "agent_email_state", "agent_email_attempts", "agent_email_sent_at", "agent_email_last_error", "visitor_email_state", "visitor_email_attempts", "visitor_email_sent_at", "visitor_email_last_error", "updated_at", "created_at", NULL FROM \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscribers\` RENAME TO \`newsletter_subscribers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`subscription\` text DEFAULT 'subscribed' NOT NULL,
  	\`unsubscribed_at\` text,
  	\`source_url\` text,
  	\`user_agent\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`agent_email_state\` text DEFAULT 'queued',
  	\`agent_email_attempts\` numeric DEFAULT 0,
  	\`agent_email_sent_at\` text,
  	\`agent_email_last_error\` text,
  	\`visitor_email_state\` text DEFAULT 'queued',
  	\`visitor_email_attempts\` numeric DEFAULT 0,
  	\`visitor_email_sent_at\` text,
  	\`visitor_email_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscribers\`("id", "email", "subscription", "unsubscribed_at", "source_url", "user_agent", "status", "notes", "agent_email_state", "agent_email_attempts", "agent_email_sent_at", "agent_email_last_error", "visitor_email_state", "visitor_email_attempts", "visitor_email_sent_at", "visitor_email_last_error", "updated_at", "created_at") SELECT "id", "email", "subscription", "unsubscribed_at", "source_url", "user_agent", "status", "notes", "agent_email_state", "agent_email_attempts", "agent_email_sent_at", "agent_email_last_error", "visitor_email_state", "visitor_email_attempts", "visitor_email_sent_at", "visitor_email_last_error", "updated_at", "created_at" FROM \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscribers\` RENAME TO \`newsletter_subscribers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
}
