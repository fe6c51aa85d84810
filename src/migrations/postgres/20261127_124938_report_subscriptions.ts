import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_report_subscriptions_area" AS ENUM('sussex-county', 'warren-county', 'andover', 'blairstown', 'byram', 'chester', 'hackettstown', 'washington');
  CREATE TYPE "public"."enum_report_subscriptions_subscription" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_report_subscriptions_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_report_subscriptions_confirmation_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_report_subscriptions_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_report_subscriptions_crm_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_report_subscriptions_webhook_handoff_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_report_subscriptions_sms_alert_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TABLE "report_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"area" "enum_report_subscriptions_area" NOT NULL,
  	"area_name" varchar NOT NULL,
  	"subscription" "enum_report_subscriptions_subscription" DEFAULT 'pending' NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_month" varchar,
  	"last_sent_at" timestamp(3) with time zone,
  	"figures_sent" jsonb,
  	"sales_through" varchar,
  	"listed_through" varchar,
  	"reports_sent" numeric DEFAULT 0,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"visitor_hash" varchar,
  	"status" "enum_report_subscriptions_status" DEFAULT 'new' NOT NULL,
  	"first_contacted_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"confirmation_email_state" "enum_report_subscriptions_confirmation_email_state" DEFAULT 'queued',
  	"confirmation_email_attempts" numeric DEFAULT 0,
  	"confirmation_email_sent_at" timestamp(3) with time zone,
  	"confirmation_email_last_error" varchar,
  	"agent_email_state" "enum_report_subscriptions_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"crm_handoff_state" "enum_report_subscriptions_crm_handoff_state",
  	"crm_handoff_attempts" numeric DEFAULT 0,
  	"crm_handoff_sent_at" timestamp(3) with time zone,
  	"crm_handoff_last_error" varchar,
  	"webhook_handoff_state" "enum_report_subscriptions_webhook_handoff_state",
  	"webhook_handoff_attempts" numeric DEFAULT 0,
  	"webhook_handoff_sent_at" timestamp(3) with time zone,
  	"webhook_handoff_last_error" varchar,
  	"sms_alert_state" "enum_report_subscriptions_sms_alert_state",
  	"sms_alert_attempts" numeric DEFAULT 0,
  	"sms_alert_sent_at" timestamp(3) with time zone,
  	"sms_alert_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_subscriptions_id" integer;
  CREATE INDEX "report_subscriptions_email_idx" ON "report_subscriptions" USING btree ("email");
  CREATE INDEX "report_subscriptions_subscription_idx" ON "report_subscriptions" USING btree ("subscription");
  CREATE INDEX "report_subscriptions_status_idx" ON "report_subscriptions" USING btree ("status");
  CREATE INDEX "report_subscriptions_first_contacted_at_idx" ON "report_subscriptions" USING btree ("first_contacted_at");
  CREATE INDEX "report_subscriptions_updated_at_idx" ON "report_subscriptions" USING btree ("updated_at");
  CREATE INDEX "report_subscriptions_created_at_idx" ON "report_subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_subscriptions_fk" FOREIGN KEY ("report_subscriptions_id") REFERENCES "public"."report_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_report_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("report_subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "report_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "report_subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_subscriptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_report_subscriptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_subscriptions_id";
  DROP TYPE "public"."enum_report_subscriptions_area";
  DROP TYPE "public"."enum_report_subscriptions_subscription";
  DROP TYPE "public"."enum_report_subscriptions_status";
  DROP TYPE "public"."enum_report_subscriptions_confirmation_email_state";
  DROP TYPE "public"."enum_report_subscriptions_agent_email_state";
  DROP TYPE "public"."enum_report_subscriptions_crm_handoff_state";
  DROP TYPE "public"."enum_report_subscriptions_webhook_handoff_state";
  DROP TYPE "public"."enum_report_subscriptions_sms_alert_state";`)
}
