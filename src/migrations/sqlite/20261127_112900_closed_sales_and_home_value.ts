import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_value_accuracy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`measured_at\` text,
  	\`result\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`purchase_contract_date\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`property_condition\` text;`)
  await db.run(sql`CREATE INDEX \`listings_close_date_idx\` ON \`listings\` (\`close_date\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_value_accuracy\`;`)
  await db.run(sql`DROP INDEX \`listings_close_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`purchase_contract_date\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`property_condition\`;`)
}
