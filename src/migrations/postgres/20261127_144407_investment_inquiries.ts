import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investment_inquiries_snapshot_rent_source" AS ENUM('listing', 'leases', 'visitor');
  CREATE TYPE "public"."enum_investment_inquiries_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_investment_inquiries_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_investment_inquiries_crm_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_investment_inquiries_webhook_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_investment_inquiries_sms_alert_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
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
   ALTER TABLE "investment_inquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investment_inquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investment_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_investment_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investment_inquiries_id";
  DROP TYPE "public"."enum_investment_inquiries_snapshot_rent_source";
  DROP TYPE "public"."enum_investment_inquiries_status";
  DROP TYPE "public"."enum_investment_inquiries_agent_email_state";
  DROP TYPE "public"."enum_investment_inquiries_crm_handoff_state";
  DROP TYPE "public"."enum_investment_inquiries_webhook_handoff_state";
  DROP TYPE "public"."enum_investment_inquiries_sms_alert_state";`)
}
