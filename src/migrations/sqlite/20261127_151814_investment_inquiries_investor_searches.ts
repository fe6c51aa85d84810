import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_investor_searches_presets_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_investor_searches_presets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_presets_types_order_idx\` ON \`pages_blocks_investor_searches_presets_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_presets_types_parent_idx\` ON \`pages_blocks_investor_searches_presets_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investor_searches_presets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`location\` text,
  	\`units\` text,
  	\`min_cap\` text,
  	\`max_per_unit\` text,
  	\`max_price\` text,
  	\`reduced\` integer,
  	\`sort\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investor_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_presets_order_idx\` ON \`pages_blocks_investor_searches_presets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_presets_parent_id_idx\` ON \`pages_blocks_investor_searches_presets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investor_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Investor Searches',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_order_idx\` ON \`pages_blocks_investor_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_parent_id_idx\` ON \`pages_blocks_investor_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investor_searches_path_idx\` ON \`pages_blocks_investor_searches\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investor_searches_presets_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_investor_searches_presets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_presets_types_order_idx\` ON \`_pages_v_blocks_investor_searches_presets_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_presets_types_parent_idx\` ON \`_pages_v_blocks_investor_searches_presets_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investor_searches_presets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`location\` text,
  	\`units\` text,
  	\`min_cap\` text,
  	\`max_per_unit\` text,
  	\`max_price\` text,
  	\`reduced\` integer,
  	\`sort\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investor_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_presets_order_idx\` ON \`_pages_v_blocks_investor_searches_presets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_presets_parent_id_idx\` ON \`_pages_v_blocks_investor_searches_presets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investor_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Investor Searches',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_order_idx\` ON \`_pages_v_blocks_investor_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_parent_id_idx\` ON \`_pages_v_blocks_investor_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investor_searches_path_idx\` ON \`_pages_v_blocks_investor_searches\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`investment_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`message\` text,
  	\`allow_follow_up\` integer DEFAULT false NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`listing_key\` text NOT NULL,
  	\`listing_address\` text NOT NULL,
  	\`listing_price\` numeric,
  	\`listing_url\` text NOT NULL,
  	\`snapshot_net_operating_income\` numeric NOT NULL,
  	\`snapshot_cap_rate\` numeric,
  	\`snapshot_monthly_cash_flow\` numeric NOT NULL,
  	\`snapshot_cash_on_cash\` numeric,
  	\`snapshot_debt_service_coverage\` numeric,
  	\`snapshot_rent_source\` text NOT NULL,
  	\`snapshot_assumptions_rent\` numeric NOT NULL,
  	\`snapshot_assumptions_vacancy\` numeric NOT NULL,
  	\`snapshot_assumptions_tax\` numeric NOT NULL,
  	\`snapshot_assumptions_insurance\` numeric NOT NULL,
  	\`snapshot_assumptions_maintenance\` numeric NOT NULL,
  	\`snapshot_assumptions_management\` numeric NOT NULL,
  	\`snapshot_assumptions_utilities\` numeric NOT NULL,
  	\`snapshot_assumptions_hoa\` numeric NOT NULL,
  	\`snapshot_assumptions_down\` numeric NOT NULL,
  	\`snapshot_assumptions_closing\` numeric NOT NULL,
  	\`snapshot_assumptions_rate\` numeric NOT NULL,
  	\`snapshot_assumptions_term\` numeric NOT NULL,
  	\`source_url\` text,
  	\`user_agent\` text,
  	\`visitor_hash\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`first_contacted_at\` text,
  	\`notes\` text,
  	\`agent_email_state\` text DEFAULT 'queued',
  	\`agent_email_attempts\` numeric DEFAULT 0,
  	\`agent_email_sent_at\` text,
  	\`agent_email_last_error\` text,
  	\`crm_handoff_state\` text,
  	\`crm_handoff_attempts\` numeric DEFAULT 0,
  	\`crm_handoff_sent_at\` text,
  	\`crm_handoff_last_error\` text,
  	\`webhook_handoff_state\` text,
  	\`webhook_handoff_attempts\` numeric DEFAULT 0,
  	\`webhook_handoff_sent_at\` text,
  	\`webhook_handoff_last_error\` text,
  	\`sms_alert_state\` text,
  	\`sms_alert_attempts\` numeric DEFAULT 0,
  	\`sms_alert_sent_at\` text,
  	\`sms_alert_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`investment_inquiries_email_idx\` ON \`investment_inquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`investment_inquiries_listing_key_idx\` ON \`investment_inquiries\` (\`listing_key\`);`)
  await db.run(sql`CREATE INDEX \`investment_inquiries_status_idx\` ON \`investment_inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`investment_inquiries_first_contacted_at_idx\` ON \`investment_inquiries\` (\`first_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`investment_inquiries_updated_at_idx\` ON \`investment_inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`investment_inquiries_created_at_idx\` ON \`investment_inquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`investment_inquiries_id\` integer REFERENCES investment_inquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_investment_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`investment_inquiries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_investor_searches_presets_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investor_searches_presets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investor_searches\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investor_searches_presets_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investor_searches_presets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investor_searches\`;`)
  await db.run(sql`DROP TABLE \`investment_inquiries\`;`)
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
  	\`mortgage_leads_id\` integer,
  	\`listing_inquiries_id\` integer,
  	\`saved_home_lists_id\` integer,
  	\`search_alerts_id\` integer,
  	\`seller_leads_id\` integer,
  	\`report_subscriptions_id\` integer,
  	\`lead_events_id\` integer,
  	\`listings_id\` integer,
  	\`listing_photos_id\` integer,
  	\`listing_open_houses_id\` integer,
  	\`listing_history_id\` integer,
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
  	FOREIGN KEY (\`mortgage_leads_id\`) REFERENCES \`mortgage_leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_inquiries_id\`) REFERENCES \`listing_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_home_lists_id\`) REFERENCES \`saved_home_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_alerts_id\`) REFERENCES \`search_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seller_leads_id\`) REFERENCES \`seller_leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`report_subscriptions_id\`) REFERENCES \`report_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_events_id\`) REFERENCES \`lead_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listings_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_photos_id\`) REFERENCES \`listing_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_open_houses_id\`) REFERENCES \`listing_open_houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_history_id\`) REFERENCES \`listing_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "mortgage_leads_id", "listing_inquiries_id", "saved_home_lists_id", "search_alerts_id", "seller_leads_id", "report_subscriptions_id", "lead_events_id", "listings_id", "listing_photos_id", "listing_open_houses_id", "listing_history_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "mortgage_leads_id", "listing_inquiries_id", "saved_home_lists_id", "search_alerts_id", "seller_leads_id", "report_subscriptions_id", "lead_events_id", "listings_id", "listing_photos_id", "listing_open_houses_id", "listing_history_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mortgage_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`mortgage_leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_home_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_home_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`search_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seller_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`seller_leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`report_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_events_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_open_houses_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_open_houses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_history_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
