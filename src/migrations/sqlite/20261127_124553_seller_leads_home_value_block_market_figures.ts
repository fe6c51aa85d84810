import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_home_value\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What is your home worth?',
  	\`intro\` text DEFAULT 'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_value_order_idx\` ON \`pages_blocks_home_value\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_value_parent_id_idx\` ON \`pages_blocks_home_value\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_value_path_idx\` ON \`pages_blocks_home_value\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_value\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What is your home worth?',
  	\`intro\` text DEFAULT 'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_value_order_idx\` ON \`_pages_v_blocks_home_value\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_value_parent_id_idx\` ON \`_pages_v_blocks_home_value\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_value_path_idx\` ON \`_pages_v_blocks_home_value\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`seller_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`time_frame\` text,
  	\`consent_email\` integer DEFAULT false NOT NULL,
  	\`consent_calls\` integer DEFAULT false NOT NULL,
  	\`consent_texts\` integer DEFAULT false NOT NULL,
  	\`allow_follow_up\` integer DEFAULT false NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`home_line\` text NOT NULL,
  	\`subscription\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`last_update_at\` text,
  	\`sales_through\` text,
  	\`updates_sent\` numeric DEFAULT 0,
  	\`home_address\` text,
  	\`home_place\` text NOT NULL,
  	\`home_county\` text NOT NULL,
  	\`home_type\` text NOT NULL,
  	\`home_beds\` numeric NOT NULL,
  	\`home_baths\` numeric NOT NULL,
  	\`home_sqft\` numeric NOT NULL,
  	\`home_lot\` numeric NOT NULL,
  	\`home_year\` numeric NOT NULL,
  	\`home_condition\` text NOT NULL,
  	\`home_lat\` numeric NOT NULL,
  	\`home_lng\` numeric NOT NULL,
  	\`home_radius_miles\` numeric NOT NULL,
  	\`estimate_value\` numeric NOT NULL,
  	\`estimate_low\` numeric NOT NULL,
  	\`estimate_high\` numeric NOT NULL,
  	\`estimate_confidence\` text NOT NULL,
  	\`estimate_as_of\` text NOT NULL,
  	\`estimate_comparables\` text NOT NULL,
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
  	\`confirmation_email_state\` text DEFAULT 'queued',
  	\`confirmation_email_attempts\` numeric DEFAULT 0,
  	\`confirmation_email_sent_at\` text,
  	\`confirmation_email_last_error\` text,
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
  await db.run(sql`CREATE INDEX \`seller_leads_email_idx\` ON \`seller_leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`seller_leads_subscription_idx\` ON \`seller_leads\` (\`subscription\`);`)
  await db.run(sql`CREATE INDEX \`seller_leads_status_idx\` ON \`seller_leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`seller_leads_first_contacted_at_idx\` ON \`seller_leads\` (\`first_contacted_at\`);`)
  await db.run(sql`CREATE INDEX \`seller_leads_updated_at_idx\` ON \`seller_leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seller_leads_created_at_idx\` ON \`seller_leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`market_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`computed_at\` text,
  	\`compute_ms\` numeric,
  	\`result\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seller_leads_id\` integer REFERENCES seller_leads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seller_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`seller_leads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_home_value\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_value\`;`)
  await db.run(sql`DROP TABLE \`market_reports_pinned\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_pinned\`;`)
  await db.run(sql`DROP TABLE \`seller_leads\`;`)
  await db.run(sql`DROP TABLE \`market_figures\`;`)
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
  	FOREIGN KEY (\`lead_events_id\`) REFERENCES \`lead_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listings_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_photos_id\`) REFERENCES \`listing_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_open_houses_id\`) REFERENCES \`listing_open_houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_history_id\`) REFERENCES \`listing_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "mortgage_leads_id", "listing_inquiries_id", "saved_home_lists_id", "search_alerts_id", "lead_events_id", "listings_id", "listing_photos_id", "listing_open_houses_id", "listing_history_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "mortgage_leads_id", "listing_inquiries_id", "saved_home_lists_id", "search_alerts_id", "lead_events_id", "listings_id", "listing_photos_id", "listing_open_houses_id", "listing_history_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_events_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_open_houses_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_open_houses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_history_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
