import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_investor_searches_presets_types" AS ENUM('house', 'townhouse', 'condo', 'multi-family', 'land', 'farm');
  CREATE TYPE "public"."enum_pages_blocks_investor_searches_presets_units" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_investor_searches_presets_min_cap" AS ENUM('4', '5', '6', '7', '8');
  CREATE TYPE "public"."enum_pages_blocks_investor_searches_presets_max_per_unit" AS ENUM('100000', '150000', '200000', '250000', '300000', '400000');
  CREATE TYPE "public"."enum_pages_blocks_investor_searches_presets_max_price" AS ENUM('100000', '200000', '300000', '400000', '500000', '600000', '750000', '1000000', '1500000', '2000000', '3000000');
  CREATE TYPE "public"."enum_pages_blocks_investor_searches_presets_sort" AS ENUM('newest', 'price-asc', 'price-desc', 'largest', 'lot', 'cap-rate');
  CREATE TYPE "public"."enum__pages_v_blocks_investor_searches_presets_types" AS ENUM('house', 'townhouse', 'condo', 'multi-family', 'land', 'farm');
  CREATE TYPE "public"."enum__pages_v_blocks_investor_searches_presets_units" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_investor_searches_presets_min_cap" AS ENUM('4', '5', '6', '7', '8');
  CREATE TYPE "public"."enum__pages_v_blocks_investor_searches_presets_max_per_unit" AS ENUM('100000', '150000', '200000', '250000', '300000', '400000');
  CREATE TYPE "public"."enum__pages_v_blocks_investor_searches_presets_max_price" AS ENUM('100000', '200000', '300000', '400000', '500000', '600000', '750000', '1000000', '1500000', '2000000', '3000000');
  CREATE TYPE "public"."enum__pages_v_blocks_investor_searches_presets_sort" AS ENUM('newest', 'price-asc', 'price-desc', 'largest', 'lot', 'cap-rate');
  CREATE TABLE "pages_blocks_investor_searches_presets_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_investor_searches_presets_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investor_searches_presets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"location" varchar,
  	"units" "enum_pages_blocks_investor_searches_presets_units",
  	"min_cap" "enum_pages_blocks_investor_searches_presets_min_cap",
  	"max_per_unit" "enum_pages_blocks_investor_searches_presets_max_per_unit",
  	"max_price" "enum_pages_blocks_investor_searches_presets_max_price",
  	"reduced" boolean,
  	"sort" "enum_pages_blocks_investor_searches_presets_sort"
  );
  
  CREATE TABLE "pages_blocks_investor_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Investor Searches',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_investor_searches_presets_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_investor_searches_presets_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_investor_searches_presets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"location" varchar,
  	"units" "enum__pages_v_blocks_investor_searches_presets_units",
  	"min_cap" "enum__pages_v_blocks_investor_searches_presets_min_cap",
  	"max_per_unit" "enum__pages_v_blocks_investor_searches_presets_max_per_unit",
  	"max_price" "enum__pages_v_blocks_investor_searches_presets_max_price",
  	"reduced" boolean,
  	"sort" "enum__pages_v_blocks_investor_searches_presets_sort",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_investor_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Investor Searches',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_investor_searches_presets_types" ADD CONSTRAINT "pages_blocks_investor_searches_presets_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_investor_searches_presets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investor_searches_presets" ADD CONSTRAINT "pages_blocks_investor_searches_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investor_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investor_searches" ADD CONSTRAINT "pages_blocks_investor_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investor_searches_presets_types" ADD CONSTRAINT "_pages_v_blocks_investor_searches_presets_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_investor_searches_presets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investor_searches_presets" ADD CONSTRAINT "_pages_v_blocks_investor_searches_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investor_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investor_searches" ADD CONSTRAINT "_pages_v_blocks_investor_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_investor_searches_presets_types_order_idx" ON "pages_blocks_investor_searches_presets_types" USING btree ("order");
  CREATE INDEX "pages_blocks_investor_searches_presets_types_parent_idx" ON "pages_blocks_investor_searches_presets_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_investor_searches_presets_order_idx" ON "pages_blocks_investor_searches_presets" USING btree ("_order");
  CREATE INDEX "pages_blocks_investor_searches_presets_parent_id_idx" ON "pages_blocks_investor_searches_presets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_investor_searches_order_idx" ON "pages_blocks_investor_searches" USING btree ("_order");
  CREATE INDEX "pages_blocks_investor_searches_parent_id_idx" ON "pages_blocks_investor_searches" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_investor_searches_path_idx" ON "pages_blocks_investor_searches" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_investor_searches_presets_types_order_idx" ON "_pages_v_blocks_investor_searches_presets_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_investor_searches_presets_types_parent_idx" ON "_pages_v_blocks_investor_searches_presets_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_investor_searches_presets_order_idx" ON "_pages_v_blocks_investor_searches_presets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_investor_searches_presets_parent_id_idx" ON "_pages_v_blocks_investor_searches_presets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_investor_searches_order_idx" ON "_pages_v_blocks_investor_searches" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_investor_searches_parent_id_idx" ON "_pages_v_blocks_investor_searches" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_investor_searches_path_idx" ON "_pages_v_blocks_investor_searches" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_investor_searches_presets_types" CASCADE;
  DROP TABLE "pages_blocks_investor_searches_presets" CASCADE;
  DROP TABLE "pages_blocks_investor_searches" CASCADE;
  DROP TABLE "_pages_v_blocks_investor_searches_presets_types" CASCADE;
  DROP TABLE "_pages_v_blocks_investor_searches_presets" CASCADE;
  DROP TABLE "_pages_v_blocks_investor_searches" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_investor_searches_presets_types";
  DROP TYPE "public"."enum_pages_blocks_investor_searches_presets_units";
  DROP TYPE "public"."enum_pages_blocks_investor_searches_presets_min_cap";
  DROP TYPE "public"."enum_pages_blocks_investor_searches_presets_max_per_unit";
  DROP TYPE "public"."enum_pages_blocks_investor_searches_presets_max_price";
  DROP TYPE "public"."enum_pages_blocks_investor_searches_presets_sort";
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_types";
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_units";
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_min_cap";
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_max_per_unit";
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_max_price";
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_sort";`)
}
