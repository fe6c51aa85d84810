import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_alerts_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_search_alerts_subscription" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_search_alerts_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_search_alerts_confirmation_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_search_alerts_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TABLE "search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"search_label" varchar NOT NULL,
  	"search" varchar,
  	"frequency" "enum_search_alerts_frequency" NOT NULL,
  	"subscription" "enum_search_alerts_subscription" DEFAULT 'pending' NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"checked_through" timestamp(3) with time zone NOT NULL,
  	"alerts_sent" numeric DEFAULT 0,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"status" "enum_search_alerts_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"confirmation_email_state" "enum_search_alerts_confirmation_email_state" DEFAULT 'queued',
  	"confirmation_email_attempts" numeric DEFAULT 0,
  	"confirmation_email_sent_at" timestamp(3) with time zone,
  	"confirmation_email_last_error" varchar,
  	"agent_email_state" "enum_search_alerts_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_alerts_id" integer;
  CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");
  CREATE INDEX "search_alerts_subscription_idx" ON "search_alerts" USING btree ("subscription");
  CREATE INDEX "search_alerts_status_idx" ON "search_alerts" USING btree ("status");
  CREATE INDEX "search_alerts_updated_at_idx" ON "search_alerts" USING btree ("updated_at");
  CREATE INDEX "search_alerts_created_at_idx" ON "search_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alerts_fk" FOREIGN KEY ("search_alerts_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_alerts_id";
  DROP TYPE "public"."enum_search_alerts_frequency";
  DROP TYPE "public"."enum_search_alerts_subscription";
  DROP TYPE "public"."enum_search_alerts_status";
  DROP TYPE "public"."enum_search_alerts_confirmation_email_state";
  DROP TYPE "public"."enum_search_alerts_agent_email_state";`)
}
