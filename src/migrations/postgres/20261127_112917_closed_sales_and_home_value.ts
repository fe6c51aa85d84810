import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_value_accuracy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"measured_at" timestamp(3) with time zone,
  	"result" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "listings" ADD COLUMN "purchase_contract_date" timestamp(3) with time zone;
  ALTER TABLE "listings" ADD COLUMN "property_condition" varchar;
  CREATE INDEX "listings_close_date_idx" ON "listings" USING btree ("close_date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_value_accuracy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "home_value_accuracy" CASCADE;
  DROP INDEX "listings_close_date_idx";
  ALTER TABLE "listings" DROP COLUMN "purchase_contract_date";
  ALTER TABLE "listings" DROP COLUMN "property_condition";`)
}
