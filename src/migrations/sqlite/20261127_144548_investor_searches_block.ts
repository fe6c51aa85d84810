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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_investor_searches_presets_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investor_searches_presets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investor_searches\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investor_searches_presets_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investor_searches_presets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investor_searches\`;`)
}
