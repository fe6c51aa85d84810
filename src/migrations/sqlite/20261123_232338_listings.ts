import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`listings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`listing_key\` text NOT NULL,
  	\`listing_id\` text,
  	\`slug\` text NOT NULL,
  	\`shown\` integer DEFAULT true,
  	\`demo\` integer DEFAULT false,
  	\`removed_at\` text,
  	\`standard_status\` text,
  	\`list_price\` numeric,
  	\`original_list_price\` numeric,
  	\`previous_list_price\` numeric,
  	\`price_change_timestamp\` text,
  	\`close_price\` numeric,
  	\`close_date\` text,
  	\`bedrooms_total\` numeric,
  	\`bathrooms_total_integer\` numeric,
  	\`living_area\` numeric,
  	\`lot_size_acres\` numeric,
  	\`year_built\` numeric,
  	\`property_type\` text,
  	\`property_sub_type\` text,
  	\`unparsed_address\` text,
  	\`street_number\` text,
  	\`street_name\` text,
  	\`city\` text,
  	\`postal_code\` text,
  	\`county_or_parish\` text,
  	\`state_or_province\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`public_remarks\` text,
  	\`list_office_name\` text,
  	\`list_office_phone\` text,
  	\`list_agent_full_name\` text,
  	\`on_market_date\` text,
  	\`days_on_market\` numeric,
  	\`modification_timestamp\` text,
  	\`status_change_timestamp\` text,
  	\`photos_count\` numeric,
  	\`photos_change_timestamp\` text,
  	\`association_fee\` numeric,
  	\`association_fee_frequency\` text,
  	\`tax_annual_amount\` numeric,
  	\`water_source\` text,
  	\`sewer\` text,
  	\`elementary_school\` text,
  	\`high_school_district\` text,
  	\`internet_entire_listing_display_y_n\` integer DEFAULT true,
  	\`internet_address_display_y_n\` integer DEFAULT true,
  	\`internet_automated_valuation_display_y_n\` integer DEFAULT true,
  	\`internet_consumer_comment_y_n\` integer DEFAULT true,
  	\`source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`listings_listing_key_idx\` ON \`listings\` (\`listing_key\`);`)
  await db.run(sql`CREATE INDEX \`listings_listing_id_idx\` ON \`listings\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`listings_shown_idx\` ON \`listings\` (\`shown\`);`)
  await db.run(sql`CREATE INDEX \`listings_standard_status_idx\` ON \`listings\` (\`standard_status\`);`)
  await db.run(sql`CREATE INDEX \`listings_list_price_idx\` ON \`listings\` (\`list_price\`);`)
  await db.run(sql`CREATE INDEX \`listings_price_change_timestamp_idx\` ON \`listings\` (\`price_change_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`listings_bedrooms_total_idx\` ON \`listings\` (\`bedrooms_total\`);`)
  await db.run(sql`CREATE INDEX \`listings_bathrooms_total_integer_idx\` ON \`listings\` (\`bathrooms_total_integer\`);`)
  await db.run(sql`CREATE INDEX \`listings_living_area_idx\` ON \`listings\` (\`living_area\`);`)
  await db.run(sql`CREATE INDEX \`listings_lot_size_acres_idx\` ON \`listings\` (\`lot_size_acres\`);`)
  await db.run(sql`CREATE INDEX \`listings_year_built_idx\` ON \`listings\` (\`year_built\`);`)
  await db.run(sql`CREATE INDEX \`listings_property_type_idx\` ON \`listings\` (\`property_type\`);`)
  await db.run(sql`CREATE INDEX \`listings_city_idx\` ON \`listings\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`listings_postal_code_idx\` ON \`listings\` (\`postal_code\`);`)
  await db.run(sql`CREATE INDEX \`listings_county_or_parish_idx\` ON \`listings\` (\`county_or_parish\`);`)
  await db.run(sql`CREATE INDEX \`listings_latitude_idx\` ON \`listings\` (\`latitude\`);`)
  await db.run(sql`CREATE INDEX \`listings_longitude_idx\` ON \`listings\` (\`longitude\`);`)
  await db.run(sql`CREATE INDEX \`listings_on_market_date_idx\` ON \`listings\` (\`on_market_date\`);`)
  await db.run(sql`CREATE INDEX \`listings_modification_timestamp_idx\` ON \`listings\` (\`modification_timestamp\`);`)
  await db.run(sql`CREATE INDEX \`listings_association_fee_idx\` ON \`listings\` (\`association_fee\`);`)
  await db.run(sql`CREATE INDEX \`listings_tax_annual_amount_idx\` ON \`listings\` (\`tax_annual_amount\`);`)
  await db.run(sql`CREATE INDEX \`listings_water_source_idx\` ON \`listings\` (\`water_source\`);`)
  await db.run(sql`CREATE INDEX \`listings_sewer_idx\` ON \`listings\` (\`sewer\`);`)
  await db.run(sql`CREATE INDEX \`listings_updated_at_idx\` ON \`listings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listings_created_at_idx\` ON \`listings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`listing_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`listing_id\` integer NOT NULL,
  	\`media_key\` text NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`alt\` text,
  	\`media_u_r_l\` text,
  	\`media_modification_timestamp\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`file\` text,
  	\`variants\` text,
  	\`version\` text,
  	\`fetched_for\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_photos_listing_idx\` ON \`listing_photos\` (\`listing_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`listing_photos_media_key_idx\` ON \`listing_photos\` (\`media_key\`);`)
  await db.run(sql`CREATE INDEX \`listing_photos_order_idx\` ON \`listing_photos\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`listing_photos_updated_at_idx\` ON \`listing_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_photos_created_at_idx\` ON \`listing_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`listing_open_houses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`listing_id\` integer NOT NULL,
  	\`open_house_key\` text NOT NULL,
  	\`open_house_start_time\` text NOT NULL,
  	\`open_house_end_time\` text NOT NULL,
  	\`open_house_status\` text,
  	\`open_house_type\` text,
  	\`open_house_remarks\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_open_houses_listing_idx\` ON \`listing_open_houses\` (\`listing_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`listing_open_houses_open_house_key_idx\` ON \`listing_open_houses\` (\`open_house_key\`);`)
  await db.run(sql`CREATE INDEX \`listing_open_houses_open_house_start_time_idx\` ON \`listing_open_houses\` (\`open_house_start_time\`);`)
  await db.run(sql`CREATE INDEX \`listing_open_houses_updated_at_idx\` ON \`listing_open_houses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_open_houses_created_at_idx\` ON \`listing_open_houses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`listing_history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`listing_id\` integer NOT NULL,
  	\`at\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`list_price\` numeric,
  	\`standard_status\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_history_listing_idx\` ON \`listing_history\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`listing_history_at_idx\` ON \`listing_history\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`listing_history_updated_at_idx\` ON \`listing_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_history_created_at_idx\` ON \`listing_history\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`listing_feed\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_success_at\` text,
  	\`last_attempt_at\` text,
  	\`last_error\` text,
  	\`added\` numeric DEFAULT 0,
  	\`changed\` numeric DEFAULT 0,
  	\`removed\` numeric DEFAULT 0,
  	\`last_reconcile_at\` text,
  	\`watermark_timestamp\` text,
  	\`watermark_key\` text,
  	\`open_house_watermark\` text,
  	\`running_since\` text,
  	\`runner\` text,
  	\`sync_requested\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listings_id\` integer REFERENCES listings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listing_photos_id\` integer REFERENCES listing_photos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listing_open_houses_id\` integer REFERENCES listing_open_houses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listing_history_id\` integer REFERENCES listing_history(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_open_houses_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_open_houses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_history_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_history_id\`);`)
  // Keyword search over address, town, postal code and remarks: an FTS5 index kept in step with
  // the listings table by triggers (the sync's upserts fire them).
  await db.run(sql`CREATE VIRTUAL TABLE \`listings_fts\` USING fts5(\`unparsed_address\`, \`city\`, \`postal_code\`, \`public_remarks\`, content='listings', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');`)
  await db.run(sql`CREATE TRIGGER \`listings_fts_insert\` AFTER INSERT ON \`listings\` BEGIN
    INSERT INTO \`listings_fts\`(rowid, \`unparsed_address\`, \`city\`, \`postal_code\`, \`public_remarks\`) VALUES (new.\`id\`, new.\`unparsed_address\`, new.\`city\`, new.\`postal_code\`, new.\`public_remarks\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`listings_fts_delete\` AFTER DELETE ON \`listings\` BEGIN
    INSERT INTO \`listings_fts\`(\`listings_fts\`, rowid, \`unparsed_address\`, \`city\`, \`postal_code\`, \`public_remarks\`) VALUES ('delete', old.\`id\`, old.\`unparsed_address\`, old.\`city\`, old.\`postal_code\`, old.\`public_remarks\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`listings_fts_update\` AFTER UPDATE OF \`unparsed_address\`, \`city\`, \`postal_code\`, \`public_remarks\` ON \`listings\` BEGIN
    INSERT INTO \`listings_fts\`(\`listings_fts\`, rowid, \`unparsed_address\`, \`city\`, \`postal_code\`, \`public_remarks\`) VALUES ('delete', old.\`id\`, old.\`unparsed_address\`, old.\`city\`, old.\`postal_code\`, old.\`public_remarks\`);
    INSERT INTO \`listings_fts\`(rowid, \`unparsed_address\`, \`city\`, \`postal_code\`, \`public_remarks\`) VALUES (new.\`id\`, new.\`unparsed_address\`, new.\`city\`, new.\`postal_code\`, new.\`public_remarks\`);
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`listings_fts_insert\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`listings_fts_delete\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`listings_fts_update\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`listings_fts\`;`)
  await db.run(sql`DROP TABLE \`listings\`;`)
  await db.run(sql`DROP TABLE \`listing_photos\`;`)
  await db.run(sql`DROP TABLE \`listing_open_houses\`;`)
  await db.run(sql`DROP TABLE \`listing_history\`;`)
  await db.run(sql`DROP TABLE \`listing_feed\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "mortgage_leads_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "communities_id", "market_reports_id", "posts_id", "testimonials_id", "media_id", "contact_messages_id", "newsletter_subscribers_id", "mortgage_leads_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
