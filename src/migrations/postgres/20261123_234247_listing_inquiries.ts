import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_inquiries_kind" AS ENUM('showing', 'question');
  CREATE TYPE "public"."enum_listing_inquiries_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_listing_inquiries_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TABLE "listing_inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_listing_inquiries_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"preferred_times" varchar,
  	"message" varchar,
  	"allow_follow_up" boolean DEFAULT false NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"listing_key" varchar NOT NULL,
  	"listing_address" varchar NOT NULL,
  	"listing_price" numeric,
  	"listing_url" varchar NOT NULL,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"status" "enum_listing_inquiries_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"agent_email_state" "enum_listing_inquiries_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_inquiries_id" integer;
  CREATE INDEX "listing_inquiries_email_idx" ON "listing_inquiries" USING btree ("email");
  CREATE INDEX "listing_inquiries_listing_key_idx" ON "listing_inquiries" USING btree ("listing_key");
  CREATE INDEX "listing_inquiries_status_idx" ON "listing_inquiries" USING btree ("status");
  CREATE INDEX "listing_inquiries_updated_at_idx" ON "listing_inquiries" USING btree ("updated_at");
  CREATE INDEX "listing_inquiries_created_at_idx" ON "listing_inquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_inquiries_fk" FOREIGN KEY ("listing_inquiries_id") REFERENCES "public"."listing_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listing_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_inquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_inquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listing_inquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_listing_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_inquiries_id";
  DROP TYPE "public"."enum_listing_inquiries_kind";
  DROP TYPE "public"."enum_listing_inquiries_status";
  DROP TYPE "public"."enum_listing_inquiries_agent_email_state";`)
}
