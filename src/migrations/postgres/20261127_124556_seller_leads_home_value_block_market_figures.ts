import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_market_reports_pinned" AS ENUM('price', 'daysOnMarket', 'inventory', 'stats', 'charts', 'composition', 'neighborhoods');
  CREATE TYPE "public"."enum__market_reports_v_version_pinned" AS ENUM('price', 'daysOnMarket', 'inventory', 'stats', 'charts', 'composition', 'neighborhoods');
  CREATE TYPE "public"."enum_seller_leads_kind" AS ENUM('review', 'updates');
  CREATE TYPE "public"."enum_seller_leads_time_frame" AS ENUM('3-months', '3-6-months', '6-12-months', 'curious');
  CREATE TYPE "public"."enum_seller_leads_subscription" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_seller_leads_home_type" AS ENUM('single-family', 'townhouse', 'condo', 'multi-family');
  CREATE TYPE "public"."enum_seller_leads_home_condition" AS ENUM('needs-work', 'average', 'updated', 'new');
  CREATE TYPE "public"."enum_seller_leads_estimate_confidence" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "public"."enum_seller_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_seller_leads_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_seller_leads_confirmation_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_seller_leads_crm_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_seller_leads_webhook_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_seller_leads_sms_alert_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TABLE "pages_blocks_home_value" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What is your home worth?',
  	"intro" varchar DEFAULT 'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_value" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What is your home worth?',
  	"intro" varchar DEFAULT 'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "market_reports_pinned" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_market_reports_pinned",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_market_reports_v_version_pinned" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__market_reports_v_version_pinned",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "seller_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_seller_leads_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"time_frame" "enum_seller_leads_time_frame",
  	"consent_email" boolean DEFAULT false NOT NULL,
  	"consent_calls" boolean DEFAULT false NOT NULL,
  	"consent_texts" boolean DEFAULT false NOT NULL,
  	"allow_follow_up" boolean DEFAULT false NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"home_line" varchar NOT NULL,
  	"subscription" "enum_seller_leads_subscription",
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_update_at" timestamp(3) with time zone,
  	"sales_through" varchar,
  	"updates_sent" numeric DEFAULT 0,
  	"home_address" varchar,
  	"home_place" varchar NOT NULL,
  	"home_county" varchar NOT NULL,
  	"home_type" "enum_seller_leads_home_type" NOT NULL,
  	"home_beds" numeric NOT NULL,
  	"home_baths" numeric NOT NULL,
  	"home_sqft" numeric NOT NULL,
  	"home_lot" numeric NOT NULL,
  	"home_year" numeric NOT NULL,
  	"home_condition" "enum_seller_leads_home_condition" NOT NULL,
  	"home_lat" numeric NOT NULL,
  	"home_lng" numeric NOT NULL,
  	"home_radius_miles" numeric NOT NULL,
  	"estimate_value" numeric NOT NULL,
  	"estimate_low" numeric NOT NULL,
  	"estimate_high" numeric NOT NULL,
  	"estimate_confidence" "enum_seller_leads_estimate_confidence" NOT NULL,
  	"estimate_as_of" varchar NOT NULL,
  	"estimate_comparables" jsonb NOT NULL,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"visitor_hash" varchar,
  	"status" "enum_seller_leads_status" DEFAULT 'new' NOT NULL,
  	"first_contacted_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"agent_email_state" "enum_seller_leads_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"confirmation_email_state" "enum_seller_leads_confirmation_email_state" DEFAULT 'queued',
  	"confirmation_email_attempts" numeric DEFAULT 0,
  	"confirmation_email_sent_at" timestamp(3) with time zone,
  	"confirmation_email_last_error" varchar,
  	"crm_handoff_state" "enum_seller_leads_crm_handoff_state",
  	"crm_handoff_attempts" numeric DEFAULT 0,
  	"crm_handoff_sent_at" timestamp(3) with time zone,
  	"crm_handoff_last_error" varchar,
  	"webhook_handoff_state" "enum_seller_leads_webhook_handoff_state",
  	"webhook_handoff_attempts" numeric DEFAULT 0,
  	"webhook_handoff_sent_at" timestamp(3) with time zone,
  	"webhook_handoff_last_error" varchar,
  	"sms_alert_state" "enum_seller_leads_sms_alert_state",
  	"sms_alert_attempts" numeric DEFAULT 0,
  	"sms_alert_sent_at" timestamp(3) with time zone,
  	"sms_alert_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "market_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"computed_at" timestamp(3) with time zone,
  	"compute_ms" numeric,
  	"result" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seller_leads_id" integer;
  ALTER TABLE "pages_blocks_home_value" ADD CONSTRAINT "pages_blocks_home_value_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_value" ADD CONSTRAINT "_pages_v_blocks_home_value_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_pinned" ADD CONSTRAINT "market_reports_pinned_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_pinned" ADD CONSTRAINT "_market_reports_v_version_pinned_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_home_value_order_idx" ON "pages_blocks_home_value" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_value_parent_id_idx" ON "pages_blocks_home_value" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_value_path_idx" ON "pages_blocks_home_value" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_home_value_order_idx" ON "_pages_v_blocks_home_value" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_value_parent_id_idx" ON "_pages_v_blocks_home_value" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_value_path_idx" ON "_pages_v_blocks_home_value" USING btree ("_path");
  CREATE INDEX "market_reports_pinned_order_idx" ON "market_reports_pinned" USING btree ("order");
  CREATE INDEX "market_reports_pinned_parent_idx" ON "market_reports_pinned" USING btree ("parent_id");
  CREATE INDEX "_market_reports_v_version_pinned_order_idx" ON "_market_reports_v_version_pinned" USING btree ("order");
  CREATE INDEX "_market_reports_v_version_pinned_parent_idx" ON "_market_reports_v_version_pinned" USING btree ("parent_id");
  CREATE INDEX "seller_leads_email_idx" ON "seller_leads" USING btree ("email");
  CREATE INDEX "seller_leads_subscription_idx" ON "seller_leads" USING btree ("subscription");
  CREATE INDEX "seller_leads_status_idx" ON "seller_leads" USING btree ("status");
  CREATE INDEX "seller_leads_first_contacted_at_idx" ON "seller_leads" USING btree ("first_contacted_at");
  CREATE INDEX "seller_leads_updated_at_idx" ON "seller_leads" USING btree ("updated_at");
  CREATE INDEX "seller_leads_created_at_idx" ON "seller_leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_leads_fk" FOREIGN KEY ("seller_leads_id") REFERENCES "public"."seller_leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seller_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_home_value" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_home_value" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_pinned" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_pinned" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seller_leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_figures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_home_value" CASCADE;
  DROP TABLE "_pages_v_blocks_home_value" CASCADE;
  DROP TABLE "market_reports_pinned" CASCADE;
  DROP TABLE "_market_reports_v_version_pinned" CASCADE;
  DROP TABLE "seller_leads" CASCADE;
  DROP TABLE "market_figures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seller_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_seller_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seller_leads_id";
  DROP TYPE "public"."enum_market_reports_pinned";
  DROP TYPE "public"."enum__market_reports_v_version_pinned";
  DROP TYPE "public"."enum_seller_leads_kind";
  DROP TYPE "public"."enum_seller_leads_time_frame";
  DROP TYPE "public"."enum_seller_leads_subscription";
  DROP TYPE "public"."enum_seller_leads_home_type";
  DROP TYPE "public"."enum_seller_leads_home_condition";
  DROP TYPE "public"."enum_seller_leads_estimate_confidence";
  DROP TYPE "public"."enum_seller_leads_status";
  DROP TYPE "public"."enum_seller_leads_agent_email_state";
  DROP TYPE "public"."enum_seller_leads_confirmation_email_state";
  DROP TYPE "public"."enum_seller_leads_crm_handoff_state";
  DROP TYPE "public"."enum_seller_leads_webhook_handoff_state";
  DROP TYPE "public"."enum_seller_leads_sms_alert_state";`)
}
