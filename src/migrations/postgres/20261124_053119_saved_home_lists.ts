import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_home_lists_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_saved_home_lists_visitor_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_saved_home_lists_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TABLE "saved_home_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"allow_follow_up" boolean DEFAULT false NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"home_count" numeric NOT NULL,
  	"homes" varchar NOT NULL,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"status" "enum_saved_home_lists_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"visitor_email_state" "enum_saved_home_lists_visitor_email_state" DEFAULT 'queued',
  	"visitor_email_attempts" numeric DEFAULT 0,
  	"visitor_email_sent_at" timestamp(3) with time zone,
  	"visitor_email_last_error" varchar,
  	"agent_email_state" "enum_saved_home_lists_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_home_lists_id" integer;
  CREATE INDEX "saved_home_lists_email_idx" ON "saved_home_lists" USING btree ("email");
  CREATE INDEX "saved_home_lists_status_idx" ON "saved_home_lists" USING btree ("status");
  CREATE INDEX "saved_home_lists_updated_at_idx" ON "saved_home_lists" USING btree ("updated_at");
  CREATE INDEX "saved_home_lists_created_at_idx" ON "saved_home_lists" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_home_lists_fk" FOREIGN KEY ("saved_home_lists_id") REFERENCES "public"."saved_home_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_home_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_home_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_home_lists" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_home_lists" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_home_lists_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_home_lists_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_home_lists_id";
  DROP TYPE "public"."enum_saved_home_lists_status";
  DROP TYPE "public"."enum_saved_home_lists_visitor_email_state";
  DROP TYPE "public"."enum_saved_home_lists_agent_email_state";`)
}
