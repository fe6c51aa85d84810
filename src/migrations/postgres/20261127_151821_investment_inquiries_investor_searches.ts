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
  CREATE TYPE "public"."enum_investment_inquiries_snapshot_rent_source" AS ENUM('listing', 'leases', 'visitor');
  CREATE TYPE "public"."enum_investment_inquiries_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_investment_inquiries_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_investment_inquiries_crm_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_investment_inquiries_webhook_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_investment_inquiries_sms_alert_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
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
  
  CREATE TABLE "investment_inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar,
  	"allow_follow_up" boolean DEFAULT false NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"listing_key" varchar NOT NULL,
  	"listing_address" varchar NOT NULL,
  	"listing_price" numeric,
  	"listing_url" varchar NOT NULL,
  	"snapshot_net_operating_income" numeric NOT NULL,
  	"snapshot_cap_rate" numeric,
  	"snapshot_monthly_cash_flow" numeric NOT NULL,
  	"snapshot_cash_on_cash" numeric,
  	"snapshot_debt_service_coverage" numeric,
  	"snapshot_rent_source" "enum_investment_inquiries_snapshot_rent_source" NOT NULL,
  	"snapshot_assumptions_rent" numeric NOT NULL,
  	"snapshot_assumptions_vacancy" numeric NOT NULL,
  	"snapshot_assumptions_tax" numeric NOT NULL,
  	"snapshot_assumptions_insurance" numeric NOT NULL,
  	"snapshot_assumptions_maintenance" numeric NOT NULL,
  	"snapshot_assumptions_management" numeric NOT NULL,
  	"snapshot_assumptions_utilities" numeric NOT NULL,
  	"snapshot_assumptions_hoa" numeric NOT NULL,
  	"snapshot_assumptions_down" numeric NOT NULL,
  	"snapshot_assumptions_closing" numeric NOT NULL,
  	"snapshot_assumptions_rate" numeric NOT NULL,
  	"snapshot_assumptions_term" numeric NOT NULL,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"visitor_hash" varchar,
  	"status" "enum_investment_inquiries_status" DEFAULT 'new' NOT NULL,
  	"first_contacted_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"agent_email_state" "enum_investment_inquiries_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"crm_handoff_state" "enum_investment_inquiries_crm_handoff_state",
  	"crm_handoff_attempts" numeric DEFAULT 0,
  	"crm_handoff_sent_at" timestamp(3) with time zone,
  	"crm_handoff_last_error" varchar,
  	"webhook_handoff_state" "enum_investment_inquiries_webhook_handoff_state",
  	"webhook_handoff_attempts" numeric DEFAULT 0,
  	"webhook_handoff_sent_at" timestamp(3) with time zone,
  	"webhook_handoff_last_error" varchar,
  	"sms_alert_state" "enum_investment_inquiries_sms_alert_state",
  	"sms_alert_attempts" numeric DEFAULT 0,
  	"sms_alert_sent_at" timestamp(3) with time zone,
  	"sms_alert_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investment_inquiries_id" integer;
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
  CREATE INDEX "_pages_v_blocks_investor_searches_path_idx" ON "_pages_v_blocks_investor_searches" USING btree ("_path");
  CREATE INDEX "investment_inquiries_email_idx" ON "investment_inquiries" USING btree ("email");
  CREATE INDEX "investment_inquiries_listing_key_idx" ON "investment_inquiries" USING btree ("listing_key");
  CREATE INDEX "investment_inquiries_status_idx" ON "investment_inquiries" USING btree ("status");
  CREATE INDEX "investment_inquiries_first_contacted_at_idx" ON "investment_inquiries" USING btree ("first_contacted_at");
  CREATE INDEX "investment_inquiries_updated_at_idx" ON "investment_inquiries" USING btree ("updated_at");
  CREATE INDEX "investment_inquiries_created_at_idx" ON "investment_inquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investment_inquiries_fk" FOREIGN KEY ("investment_inquiries_id") REFERENCES "public"."investment_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_investment_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("investment_inquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_investor_searches_presets_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_investor_searches_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_investor_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_investor_searches_presets_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_investor_searches_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_investor_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_inquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_investor_searches_presets_types" CASCADE;
  DROP TABLE "pages_blocks_investor_searches_presets" CASCADE;
  DROP TABLE "pages_blocks_investor_searches" CASCADE;
  DROP TABLE "_pages_v_blocks_investor_searches_presets_types" CASCADE;
  DROP TABLE "_pages_v_blocks_investor_searches_presets" CASCADE;
  DROP TABLE "_pages_v_blocks_investor_searches" CASCADE;
  DROP TABLE "investment_inquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investment_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_investment_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investment_inquiries_id";
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
  DROP TYPE "public"."enum__pages_v_blocks_investor_searches_presets_sort";
  DROP TYPE "public"."enum_investment_inquiries_snapshot_rent_source";
  DROP TYPE "public"."enum_investment_inquiries_status";
  DROP TYPE "public"."enum_investment_inquiries_agent_email_state";
  DROP TYPE "public"."enum_investment_inquiries_crm_handoff_state";
  DROP TYPE "public"."enum_investment_inquiries_webhook_handoff_state";
  DROP TYPE "public"."enum_investment_inquiries_sms_alert_state";`)
}
