import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_mortgage_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Estimate Your Monthly Payment',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mortgage_calculator_order_idx\` ON \`pages_blocks_mortgage_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mortgage_calculator_parent_id_idx\` ON \`pages_blocks_mortgage_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mortgage_calculator_path_idx\` ON \`pages_blocks_mortgage_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mortgage_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Estimate Your Monthly Payment',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mortgage_calculator_order_idx\` ON \`_pages_v_blocks_mortgage_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mortgage_calculator_parent_id_idx\` ON \`_pages_v_blocks_mortgage_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mortgage_calculator_path_idx\` ON \`_pages_v_blocks_mortgage_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`allow_follow_up\` integer DEFAULT false NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`inputs_purchase_price\` numeric NOT NULL,
  	\`inputs_down_payment_percent\` numeric NOT NULL,
  	\`inputs_down_payment_amount\` numeric NOT NULL,
  	\`inputs_interest_rate\` numeric NOT NULL,
  	\`inputs_loan_term\` numeric NOT NULL,
  	\`inputs_property_tax_rate\` numeric NOT NULL,
  	\`inputs_insurance_rate\` numeric NOT NULL,
  	\`inputs_pmi_rate\` numeric NOT NULL,
  	\`inputs_hoa_fees\` numeric NOT NULL,
  	\`inputs_extra_principal\` numeric NOT NULL,
  	\`results_total_monthly\` numeric NOT NULL,
  	\`results_principal_and_interest\` numeric NOT NULL,
  	\`results_property_tax_monthly\` numeric NOT NULL,
  	\`results_insurance_monthly\` numeric NOT NULL,
  	\`results_pmi_monthly\` numeric NOT NULL,
  	\`results_hoa_monthly\` numeric NOT NULL,
  	\`results_extra_monthly\` numeric NOT NULL,
  	\`results_loan_amount\` numeric NOT NULL,
  	\`results_cash_to_close\` numeric NOT NULL,
  	\`results_interest_saved\` numeric NOT NULL,
  	\`results_months_saved\` numeric NOT NULL,
  	\`results_months_to_payoff\` numeric NOT NULL,
  	\`results_payoff_timeline\` text NOT NULL,
  	\`results_payoff_date\` text NOT NULL,
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
  await db.run(sql`CREATE INDEX \`mortgage_leads_email_idx\` ON \`mortgage_leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_leads_status_idx\` ON \`mortgage_leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_leads_updated_at_idx\` ON \`mortgage_leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_leads_created_at_idx\` ON \`mortgage_leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mortgage_leads_id\` integer REFERENCES mortgage_leads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mortgage_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`mortgage_leads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_mortgage_calculator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mortgage_calculator\`;`)
  await db.run(sql`DROP TABLE \`mortgage_leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`communities_id\` integer,
  	\`market_reports_id\` integer,
  	\`posts_id\` integer,
  	\`testimonials_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`communities_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`market_reports_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_communities_id_idx\` ON \`payload_locked_documents_rels\` (\`communities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_market_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`market_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
