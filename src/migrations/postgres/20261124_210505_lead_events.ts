import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_events_change" AS ENUM('status', 'notes');
  CREATE TABLE "lead_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_collection" varchar NOT NULL,
  	"lead_id" varchar NOT NULL,
  	"change" "enum_lead_events_change" NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"by" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_events_id" integer;
  CREATE INDEX "lead_events_lead_id_idx" ON "lead_events" USING btree ("lead_id");
  CREATE INDEX "lead_events_updated_at_idx" ON "lead_events" USING btree ("updated_at");
  CREATE INDEX "lead_events_created_at_idx" ON "lead_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_events_fk" FOREIGN KEY ("lead_events_id") REFERENCES "public"."lead_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_events_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_events_id";
  DROP TYPE "public"."enum_lead_events_change";`)
}
