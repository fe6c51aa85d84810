import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_history_kind" AS ENUM('listed', 'price', 'status');
  CREATE TABLE "listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing_key" varchar NOT NULL,
  	"listing_id" varchar,
  	"slug" varchar NOT NULL,
  	"shown" boolean DEFAULT true,
  	"demo" boolean DEFAULT false,
  	"removed_at" timestamp(3) with time zone,
  	"standard_status" varchar,
  	"list_price" numeric,
  	"original_list_price" numeric,
  	"previous_list_price" numeric,
  	"price_change_timestamp" timestamp(3) with time zone,
  	"close_price" numeric,
  	"close_date" timestamp(3) with time zone,
  	"bedrooms_total" numeric,
  	"bathrooms_total_integer" numeric,
  	"living_area" numeric,
  	"lot_size_acres" numeric,
  	"year_built" numeric,
  	"property_type" varchar,
  	"property_sub_type" varchar,
  	"unparsed_address" varchar,
  	"street_number" varchar,
  	"street_name" varchar,
  	"city" varchar,
  	"postal_code" varchar,
  	"county_or_parish" varchar,
  	"state_or_province" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"public_remarks" varchar,
  	"list_office_name" varchar,
  	"list_office_phone" varchar,
  	"list_agent_full_name" varchar,
  	"on_market_date" timestamp(3) with time zone,
  	"days_on_market" numeric,
  	"modification_timestamp" timestamp(3) with time zone,
  	"status_change_timestamp" timestamp(3) with time zone,
  	"photos_count" numeric,
  	"photos_change_timestamp" timestamp(3) with time zone,
  	"association_fee" numeric,
  	"association_fee_frequency" varchar,
  	"tax_annual_amount" numeric,
  	"water_source" varchar,
  	"sewer" varchar,
  	"elementary_school" varchar,
  	"high_school_district" varchar,
  	"internet_entire_listing_display_y_n" boolean DEFAULT true,
  	"internet_address_display_y_n" boolean DEFAULT true,
  	"internet_automated_valuation_display_y_n" boolean DEFAULT true,
  	"internet_consumer_comment_y_n" boolean DEFAULT true,
  	"source" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listing_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing_id" integer NOT NULL,
  	"media_key" varchar NOT NULL,
  	"order" numeric NOT NULL,
  	"alt" varchar,
  	"media_u_r_l" varchar,
  	"media_modification_timestamp" timestamp(3) with time zone,
  	"width" numeric,
  	"height" numeric,
  	"file" varchar,
  	"variants" jsonb,
  	"version" varchar,
  	"fetched_for" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listing_open_houses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing_id" integer NOT NULL,
  	"open_house_key" varchar NOT NULL,
  	"open_house_start_time" timestamp(3) with time zone NOT NULL,
  	"open_house_end_time" timestamp(3) with time zone NOT NULL,
  	"open_house_status" varchar,
  	"open_house_type" varchar,
  	"open_house_remarks" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listing_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing_id" integer NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_listing_history_kind" NOT NULL,
  	"list_price" numeric,
  	"standard_status" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listing_feed" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_success_at" timestamp(3) with time zone,
  	"last_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"added" numeric DEFAULT 0,
  	"changed" numeric DEFAULT 0,
  	"removed" numeric DEFAULT 0,
  	"last_reconcile_at" timestamp(3) with time zone,
  	"watermark_timestamp" varchar,
  	"watermark_key" varchar,
  	"open_house_watermark" varchar,
  	"running_since" timestamp(3) with time zone,
  	"runner" varchar,
  	"sync_requested" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_open_houses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_history_id" integer;
  ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listing_open_houses" ADD CONSTRAINT "listing_open_houses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "listings_listing_key_idx" ON "listings" USING btree ("listing_key");
  CREATE INDEX "listings_listing_id_idx" ON "listings" USING btree ("listing_id");
  CREATE INDEX "listings_shown_idx" ON "listings" USING btree ("shown");
  CREATE INDEX "listings_standard_status_idx" ON "listings" USING btree ("standard_status");
  CREATE INDEX "listings_list_price_idx" ON "listings" USING btree ("list_price");
  CREATE INDEX "listings_price_change_timestamp_idx" ON "listings" USING btree ("price_change_timestamp");
  CREATE INDEX "listings_bedrooms_total_idx" ON "listings" USING btree ("bedrooms_total");
  CREATE INDEX "listings_bathrooms_total_integer_idx" ON "listings" USING btree ("bathrooms_total_integer");
  CREATE INDEX "listings_living_area_idx" ON "listings" USING btree ("living_area");
  CREATE INDEX "listings_lot_size_acres_idx" ON "listings" USING btree ("lot_size_acres");
  CREATE INDEX "listings_year_built_idx" ON "listings" USING btree ("year_built");
  CREATE INDEX "listings_property_type_idx" ON "listings" USING btree ("property_type");
  CREATE INDEX "listings_city_idx" ON "listings" USING btree ("city");
  CREATE INDEX "listings_postal_code_idx" ON "listings" USING btree ("postal_code");
  CREATE INDEX "listings_county_or_parish_idx" ON "listings" USING btree ("county_or_parish");
  CREATE INDEX "listings_latitude_idx" ON "listings" USING btree ("latitude");
  CREATE INDEX "listings_longitude_idx" ON "listings" USING btree ("longitude");
  CREATE INDEX "listings_on_market_date_idx" ON "listings" USING btree ("on_market_date");
  CREATE INDEX "listings_modification_timestamp_idx" ON "listings" USING btree ("modification_timestamp");
  CREATE INDEX "listings_association_fee_idx" ON "listings" USING btree ("association_fee");
  CREATE INDEX "listings_tax_annual_amount_idx" ON "listings" USING btree ("tax_annual_amount");
  CREATE INDEX "listings_water_source_idx" ON "listings" USING btree ("water_source");
  CREATE INDEX "listings_sewer_idx" ON "listings" USING btree ("sewer");
  CREATE INDEX "listings_updated_at_idx" ON "listings" USING btree ("updated_at");
  CREATE INDEX "listings_created_at_idx" ON "listings" USING btree ("created_at");
  CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id");
  CREATE UNIQUE INDEX "listing_photos_media_key_idx" ON "listing_photos" USING btree ("media_key");
  CREATE INDEX "listing_photos_order_idx" ON "listing_photos" USING btree ("order");
  CREATE INDEX "listing_photos_updated_at_idx" ON "listing_photos" USING btree ("updated_at");
  CREATE INDEX "listing_photos_created_at_idx" ON "listing_photos" USING btree ("created_at");
  CREATE INDEX "listing_open_houses_listing_idx" ON "listing_open_houses" USING btree ("listing_id");
  CREATE UNIQUE INDEX "listing_open_houses_open_house_key_idx" ON "listing_open_houses" USING btree ("open_house_key");
  CREATE INDEX "listing_open_houses_open_house_start_time_idx" ON "listing_open_houses" USING btree ("open_house_start_time");
  CREATE INDEX "listing_open_houses_updated_at_idx" ON "listing_open_houses" USING btree ("updated_at");
  CREATE INDEX "listing_open_houses_created_at_idx" ON "listing_open_houses" USING btree ("created_at");
  CREATE INDEX "listing_history_listing_idx" ON "listing_history" USING btree ("listing_id");
  CREATE INDEX "listing_history_at_idx" ON "listing_history" USING btree ("at");
  CREATE INDEX "listing_history_updated_at_idx" ON "listing_history" USING btree ("updated_at");
  CREATE INDEX "listing_history_created_at_idx" ON "listing_history" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listings_fk" FOREIGN KEY ("listings_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_photos_fk" FOREIGN KEY ("listing_photos_id") REFERENCES "public"."listing_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_open_houses_fk" FOREIGN KEY ("listing_open_houses_id") REFERENCES "public"."listing_open_houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_history_fk" FOREIGN KEY ("listing_history_id") REFERENCES "public"."listing_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("listings_id");
  CREATE INDEX "payload_locked_documents_rels_listing_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_photos_id");
  CREATE INDEX "payload_locked_documents_rels_listing_open_houses_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_open_houses_id");
  CREATE INDEX "payload_locked_documents_rels_listing_history_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_history_id");`)
  // Keyword search over address, town, postal code (weighted first) and remarks: a generated
  // tsvector column with a GIN index, always in step with the row.
  await db.execute(sql`ALTER TABLE "listings" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce("unparsed_address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("postal_code", '')), 'A') ||
    setweight(to_tsvector('english', coalesce("public_remarks", '')), 'B')
  ) STORED;`)
  await db.execute(sql`CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_open_houses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_feed" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listings" CASCADE;
  DROP TABLE "listing_photos" CASCADE;
  DROP TABLE "listing_open_houses" CASCADE;
  DROP TABLE "listing_history" CASCADE;
  DROP TABLE "listing_feed" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_open_houses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_listings_id_idx";
  DROP INDEX "payload_locked_documents_rels_listing_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_listing_open_houses_id_idx";
  DROP INDEX "payload_locked_documents_rels_listing_history_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_open_houses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_history_id";
  DROP TYPE "public"."enum_listing_history_kind";`)
}
