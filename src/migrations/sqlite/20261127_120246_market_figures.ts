import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`market_reports_pinned\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_pinned_order_idx\` ON \`market_reports_pinned\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_pinned_parent_idx\` ON \`market_reports_pinned\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_pinned\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_pinned_order_idx\` ON \`_market_reports_v_version_pinned\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_pinned_parent_idx\` ON \`_market_reports_v_version_pinned\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`computed_at\` text,
  	\`compute_ms\` numeric,
  	\`result\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`market_reports_pinned\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_pinned\`;`)
  await db.run(sql`DROP TABLE \`market_figures\`;`)
}
