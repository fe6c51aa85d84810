import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`location\` text,
  	\`background_type\` text DEFAULT 'image',
  	\`height\` text DEFAULT 'large',
  	\`custom_height\` text,
  	\`background_image_id\` integer,
  	\`background_video_id\` integer,
  	\`primary_button_text\` text,
  	\`primary_button_href\` text,
  	\`secondary_button_text\` text,
  	\`secondary_button_href\` text,
  	\`divider_color\` text DEFAULT 'primary',
  	\`content_position\` text DEFAULT 'center',
  	\`animation_enabled\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_order_idx\` ON \`pages_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_parent_id_idx\` ON \`pages_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_path_idx\` ON \`pages_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_background_image_idx\` ON \`pages_blocks_hero_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_background_video_idx\` ON \`pages_blocks_hero_banner\` (\`background_video_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`cta_text\` text,
  	\`cta_link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_steps_order_idx\` ON \`pages_blocks_process_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_steps_parent_id_idx\` ON \`pages_blocks_process_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_steps_image_idx\` ON \`pages_blocks_process_steps_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`variant\` text DEFAULT 'premium',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_order_idx\` ON \`pages_blocks_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_parent_id_idx\` ON \`pages_blocks_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_process_steps_path_idx\` ON \`pages_blocks_process_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_features_order_idx\` ON \`pages_blocks_call_to_action_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_features_parent_id_idx\` ON \`pages_blocks_call_to_action_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`background_color\` text DEFAULT 'white',
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_href\` text,
  	\`button_variant\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_image_idx\` ON \`pages_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_grid_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	\`change\` text,
  	\`trend\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_grid_stats_order_idx\` ON \`pages_blocks_stats_grid_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_grid_stats_parent_id_idx\` ON \`pages_blocks_stats_grid_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`variant\` text DEFAULT 'performance',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_grid_order_idx\` ON \`pages_blocks_stats_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_grid_parent_id_idx\` ON \`pages_blocks_stats_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_grid_path_idx\` ON \`pages_blocks_stats_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_community_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Explore Our Communities',
  	\`subtitle\` text,
  	\`columns\` text DEFAULT '3',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_community_cards_order_idx\` ON \`pages_blocks_community_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_community_cards_parent_id_idx\` ON \`pages_blocks_community_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_community_cards_path_idx\` ON \`pages_blocks_community_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What Our Clients Say',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_order_idx\` ON \`pages_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_parent_id_idx\` ON \`pages_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_path_idx\` ON \`pages_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_background_image_idx\` ON \`pages_blocks_newsletter\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_order_idx\` ON \`pages_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_parent_id_idx\` ON \`pages_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_path_idx\` ON \`pages_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_property_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Search Homes for Sale',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_search_order_idx\` ON \`pages_blocks_property_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_search_parent_id_idx\` ON \`pages_blocks_property_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_property_search_path_idx\` ON \`pages_blocks_property_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`intro_eyebrow\` text,
  	\`intro_heading\` text,
  	\`intro_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`communities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`communities_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_communities_id_idx\` ON \`pages_rels\` (\`communities_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`location\` text,
  	\`background_type\` text DEFAULT 'image',
  	\`height\` text DEFAULT 'large',
  	\`custom_height\` text,
  	\`background_image_id\` integer,
  	\`background_video_id\` integer,
  	\`primary_button_text\` text,
  	\`primary_button_href\` text,
  	\`secondary_button_text\` text,
  	\`secondary_button_href\` text,
  	\`divider_color\` text DEFAULT 'primary',
  	\`content_position\` text DEFAULT 'center',
  	\`animation_enabled\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_order_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_parent_id_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_path_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_background_image_idx\` ON \`_pages_v_blocks_hero_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_background_video_idx\` ON \`_pages_v_blocks_hero_banner\` (\`background_video_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`cta_text\` text,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_process_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_steps_order_idx\` ON \`_pages_v_blocks_process_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_steps_parent_id_idx\` ON \`_pages_v_blocks_process_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_steps_image_idx\` ON \`_pages_v_blocks_process_steps_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_process_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`variant\` text DEFAULT 'premium',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_order_idx\` ON \`_pages_v_blocks_process_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_parent_id_idx\` ON \`_pages_v_blocks_process_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_process_steps_path_idx\` ON \`_pages_v_blocks_process_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_features_order_idx\` ON \`_pages_v_blocks_call_to_action_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_features_parent_id_idx\` ON \`_pages_v_blocks_call_to_action_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`background_color\` text DEFAULT 'white',
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_href\` text,
  	\`button_variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_image_idx\` ON \`_pages_v_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_grid_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	\`change\` text,
  	\`trend\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_grid_stats_order_idx\` ON \`_pages_v_blocks_stats_grid_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_grid_stats_parent_id_idx\` ON \`_pages_v_blocks_stats_grid_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`variant\` text DEFAULT 'performance',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_grid_order_idx\` ON \`_pages_v_blocks_stats_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_grid_parent_id_idx\` ON \`_pages_v_blocks_stats_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_grid_path_idx\` ON \`_pages_v_blocks_stats_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_community_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Explore Our Communities',
  	\`subtitle\` text,
  	\`columns\` text DEFAULT '3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_community_cards_order_idx\` ON \`_pages_v_blocks_community_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_community_cards_parent_id_idx\` ON \`_pages_v_blocks_community_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_community_cards_path_idx\` ON \`_pages_v_blocks_community_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What Our Clients Say',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_order_idx\` ON \`_pages_v_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_parent_id_idx\` ON \`_pages_v_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_path_idx\` ON \`_pages_v_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_background_image_idx\` ON \`_pages_v_blocks_newsletter\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_order_idx\` ON \`_pages_v_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_parent_id_idx\` ON \`_pages_v_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_path_idx\` ON \`_pages_v_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_property_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Search Homes for Sale',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_search_order_idx\` ON \`_pages_v_blocks_property_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_search_parent_id_idx\` ON \`_pages_v_blocks_property_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_property_search_path_idx\` ON \`_pages_v_blocks_property_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_intro_eyebrow\` text,
  	\`version_intro_heading\` text,
  	\`version_intro_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_is_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`communities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`communities_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_communities_id_idx\` ON \`_pages_v_rels\` (\`communities_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_highlights_order_idx\` ON \`communities_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_highlights_parent_id_idx\` ON \`communities_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_overview_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'home',
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_overview_stats_order_idx\` ON \`communities_overview_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_overview_stats_parent_id_idx\` ON \`communities_overview_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_overview_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_overview_highlights_order_idx\` ON \`communities_overview_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_overview_highlights_parent_id_idx\` ON \`communities_overview_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_schools_list_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities_schools_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_schools_list_highlights_order_idx\` ON \`communities_schools_list_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_schools_list_highlights_parent_id_idx\` ON \`communities_schools_list_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_schools_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`grades\` text,
  	\`enrollment\` numeric,
  	\`rating\` numeric,
  	\`rating_source\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_schools_list_order_idx\` ON \`communities_schools_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_schools_list_parent_id_idx\` ON \`communities_schools_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_attractions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`category\` text,
  	\`highlight\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_attractions_order_idx\` ON \`communities_attractions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_attractions_parent_id_idx\` ON \`communities_attractions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_top_neighborhoods_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities_top_neighborhoods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_top_neighborhoods_features_order_idx\` ON \`communities_top_neighborhoods_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_top_neighborhoods_features_parent_id_idx\` ON \`communities_top_neighborhoods_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities_top_neighborhoods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`highlight\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`communities_top_neighborhoods_order_idx\` ON \`communities_top_neighborhoods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`communities_top_neighborhoods_parent_id_idx\` ON \`communities_top_neighborhoods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`communities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`county\` text,
  	\`population\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`overview_title\` text,
  	\`overview_subtitle\` text,
  	\`overview_description\` text,
  	\`schools_subtitle\` text,
  	\`schools_district_name\` text,
  	\`schools_district_description\` text,
  	\`neighborhoods_subtitle\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`communities_slug_idx\` ON \`communities\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`communities_image_idx\` ON \`communities\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`communities_seo_seo_image_idx\` ON \`communities\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`communities_updated_at_idx\` ON \`communities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`communities_created_at_idx\` ON \`communities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`communities__status_idx\` ON \`communities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_highlights_order_idx\` ON \`_communities_v_version_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_highlights_parent_id_idx\` ON \`_communities_v_version_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_overview_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'home',
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_overview_stats_order_idx\` ON \`_communities_v_version_overview_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_overview_stats_parent_id_idx\` ON \`_communities_v_version_overview_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_overview_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_overview_highlights_order_idx\` ON \`_communities_v_version_overview_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_overview_highlights_parent_id_idx\` ON \`_communities_v_version_overview_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_schools_list_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v_version_schools_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_schools_list_highlights_order_idx\` ON \`_communities_v_version_schools_list_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_schools_list_highlights_parent_id_idx\` ON \`_communities_v_version_schools_list_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_schools_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`grades\` text,
  	\`enrollment\` numeric,
  	\`rating\` numeric,
  	\`rating_source\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_schools_list_order_idx\` ON \`_communities_v_version_schools_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_schools_list_parent_id_idx\` ON \`_communities_v_version_schools_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_attractions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`category\` text,
  	\`highlight\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_attractions_order_idx\` ON \`_communities_v_version_attractions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_attractions_parent_id_idx\` ON \`_communities_v_version_attractions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_top_neighborhoods_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v_version_top_neighborhoods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_top_neighborhoods_features_order_idx\` ON \`_communities_v_version_top_neighborhoods_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_top_neighborhoods_features_parent_id_idx\` ON \`_communities_v_version_top_neighborhoods_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v_version_top_neighborhoods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`highlight\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_communities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_version_top_neighborhoods_order_idx\` ON \`_communities_v_version_top_neighborhoods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_top_neighborhoods_parent_id_idx\` ON \`_communities_v_version_top_neighborhoods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_communities_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_county\` text,
  	\`version_population\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_overview_title\` text,
  	\`version_overview_subtitle\` text,
  	\`version_overview_description\` text,
  	\`version_schools_subtitle\` text,
  	\`version_schools_district_name\` text,
  	\`version_schools_district_description\` text,
  	\`version_neighborhoods_subtitle\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_is_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`communities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_communities_v_parent_idx\` ON \`_communities_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_version_slug_idx\` ON \`_communities_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_version_image_idx\` ON \`_communities_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_seo_version_seo_image_idx\` ON \`_communities_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_version_updated_at_idx\` ON \`_communities_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_version_created_at_idx\` ON \`_communities_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_version_version__status_idx\` ON \`_communities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_created_at_idx\` ON \`_communities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_updated_at_idx\` ON \`_communities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_latest_idx\` ON \`_communities_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_communities_v_autosave_idx\` ON \`_communities_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`change\` text,
  	\`trend\` text DEFAULT 'stable',
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_stats_order_idx\` ON \`market_reports_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_stats_parent_id_idx\` ON \`market_reports_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_content_order_idx\` ON \`market_reports_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_content_parent_id_idx\` ON \`market_reports_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_insights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_insights_order_idx\` ON \`market_reports_insights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_insights_parent_id_idx\` ON \`market_reports_insights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_price_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`month\` text,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_price_data_order_idx\` ON \`market_reports_price_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_price_data_parent_id_idx\` ON \`market_reports_price_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_sales_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`month\` text,
  	\`sales\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_sales_data_order_idx\` ON \`market_reports_sales_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_sales_data_parent_id_idx\` ON \`market_reports_sales_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_market_segments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`percentage\` numeric,
  	\`color\` text DEFAULT '#c09a45',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_market_segments_order_idx\` ON \`market_reports_market_segments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_market_segments_parent_id_idx\` ON \`market_reports_market_segments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports_neighborhood_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`highlight\` text,
  	\`description\` text,
  	\`price_trend\` text DEFAULT 'stable',
  	\`avg_price\` text,
  	\`days_on_market\` numeric,
  	\`price_range\` text,
  	\`sales_volume\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`market_reports_neighborhood_markets_order_idx\` ON \`market_reports_neighborhood_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_neighborhood_markets_parent_id_idx\` ON \`market_reports_neighborhood_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`market_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area_name\` text,
  	\`county\` text,
  	\`slug\` text,
  	\`headline\` text,
  	\`median_price\` text,
  	\`price_change\` text,
  	\`price_trend\` text DEFAULT 'stable',
  	\`days_on_market\` numeric,
  	\`inventory\` numeric,
  	\`background_image_id\` integer,
  	\`overview_headline\` text,
  	\`market_outlook\` text DEFAULT 'balanced',
  	\`momentum\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_reports_slug_idx\` ON \`market_reports\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_background_image_idx\` ON \`market_reports\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_seo_seo_image_idx\` ON \`market_reports\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_updated_at_idx\` ON \`market_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`market_reports_created_at_idx\` ON \`market_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`market_reports__status_idx\` ON \`market_reports\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`change\` text,
  	\`trend\` text DEFAULT 'stable',
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_stats_order_idx\` ON \`_market_reports_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_stats_parent_id_idx\` ON \`_market_reports_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_content_order_idx\` ON \`_market_reports_v_version_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_content_parent_id_idx\` ON \`_market_reports_v_version_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_insights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_insights_order_idx\` ON \`_market_reports_v_version_insights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_insights_parent_id_idx\` ON \`_market_reports_v_version_insights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_price_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`month\` text,
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_price_data_order_idx\` ON \`_market_reports_v_version_price_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_price_data_parent_id_idx\` ON \`_market_reports_v_version_price_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_sales_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`month\` text,
  	\`sales\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_sales_data_order_idx\` ON \`_market_reports_v_version_sales_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_sales_data_parent_id_idx\` ON \`_market_reports_v_version_sales_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_market_segments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`percentage\` numeric,
  	\`color\` text DEFAULT '#c09a45',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_market_segments_order_idx\` ON \`_market_reports_v_version_market_segments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_market_segments_parent_id_idx\` ON \`_market_reports_v_version_market_segments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v_version_neighborhood_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`highlight\` text,
  	\`description\` text,
  	\`price_trend\` text DEFAULT 'stable',
  	\`avg_price\` text,
  	\`days_on_market\` numeric,
  	\`price_range\` text,
  	\`sales_volume\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_market_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_neighborhood_markets_order_idx\` ON \`_market_reports_v_version_neighborhood_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_neighborhood_markets_parent_id_idx\` ON \`_market_reports_v_version_neighborhood_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_market_reports_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_area_name\` text,
  	\`version_county\` text,
  	\`version_slug\` text,
  	\`version_headline\` text,
  	\`version_median_price\` text,
  	\`version_price_change\` text,
  	\`version_price_trend\` text DEFAULT 'stable',
  	\`version_days_on_market\` numeric,
  	\`version_inventory\` numeric,
  	\`version_background_image_id\` integer,
  	\`version_overview_headline\` text,
  	\`version_market_outlook\` text DEFAULT 'balanced',
  	\`version_momentum\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_is_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`market_reports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_market_reports_v_parent_idx\` ON \`_market_reports_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_version_slug_idx\` ON \`_market_reports_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_version_background_image_idx\` ON \`_market_reports_v\` (\`version_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_seo_version_seo_image_idx\` ON \`_market_reports_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_version_updated_at_idx\` ON \`_market_reports_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_version_created_at_idx\` ON \`_market_reports_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_version_version__status_idx\` ON \`_market_reports_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_created_at_idx\` ON \`_market_reports_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_updated_at_idx\` ON \`_market_reports_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_latest_idx\` ON \`_market_reports_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_market_reports_v_autosave_idx\` ON \`_market_reports_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`published_at\` text,
  	\`excerpt\` text,
  	\`cover_image_id\` integer,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_image_idx\` ON \`posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_image_idx\` ON \`posts\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_excerpt\` text,
  	\`version_cover_image_id\` integer,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_is_demo\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_image_idx\` ON \`_posts_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_image_idx\` ON \`_posts_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`location\` text DEFAULT 'New Jersey' NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`is_demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`communities_id\` integer REFERENCES communities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`market_reports_id\` integer REFERENCES market_reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`posts_id\` integer REFERENCES posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_communities_id_idx\` ON \`payload_locked_documents_rels\` (\`communities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_market_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`market_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_process_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_grid_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_community_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_property_search\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_process_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_grid_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_community_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_property_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`communities_highlights\`;`)
  await db.run(sql`DROP TABLE \`communities_overview_stats\`;`)
  await db.run(sql`DROP TABLE \`communities_overview_highlights\`;`)
  await db.run(sql`DROP TABLE \`communities_schools_list_highlights\`;`)
  await db.run(sql`DROP TABLE \`communities_schools_list\`;`)
  await db.run(sql`DROP TABLE \`communities_attractions\`;`)
  await db.run(sql`DROP TABLE \`communities_top_neighborhoods_features\`;`)
  await db.run(sql`DROP TABLE \`communities_top_neighborhoods\`;`)
  await db.run(sql`DROP TABLE \`communities\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_highlights\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_overview_stats\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_overview_highlights\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_schools_list_highlights\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_schools_list\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_attractions\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_top_neighborhoods_features\`;`)
  await db.run(sql`DROP TABLE \`_communities_v_version_top_neighborhoods\`;`)
  await db.run(sql`DROP TABLE \`_communities_v\`;`)
  await db.run(sql`DROP TABLE \`market_reports_stats\`;`)
  await db.run(sql`DROP TABLE \`market_reports_content\`;`)
  await db.run(sql`DROP TABLE \`market_reports_insights\`;`)
  await db.run(sql`DROP TABLE \`market_reports_price_data\`;`)
  await db.run(sql`DROP TABLE \`market_reports_sales_data\`;`)
  await db.run(sql`DROP TABLE \`market_reports_market_segments\`;`)
  await db.run(sql`DROP TABLE \`market_reports_neighborhood_markets\`;`)
  await db.run(sql`DROP TABLE \`market_reports\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_content\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_insights\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_price_data\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_sales_data\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_market_segments\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v_version_neighborhood_markets\`;`)
  await db.run(sql`DROP TABLE \`_market_reports_v\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
