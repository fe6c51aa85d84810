import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_market_reports_pinned" AS ENUM('price', 'daysOnMarket', 'inventory', 'stats', 'charts', 'composition', 'neighborhoods');
  CREATE TYPE "public"."enum__market_reports_v_version_pinned" AS ENUM('price', 'daysOnMarket', 'inventory', 'stats', 'charts', 'composition', 'neighborhoods');
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
  
  CREATE TABLE "market_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"computed_at" timestamp(3) with time zone,
  	"compute_ms" numeric,
  	"result" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "market_reports_pinned" ADD CONSTRAINT "market_reports_pinned_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_pinned" ADD CONSTRAINT "_market_reports_v_version_pinned_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "market_reports_pinned_order_idx" ON "market_reports_pinned" USING btree ("order");
  CREATE INDEX "market_reports_pinned_parent_idx" ON "market_reports_pinned" USING btree ("parent_id");
  CREATE INDEX "_market_reports_v_version_pinned_order_idx" ON "_market_reports_v_version_pinned" USING btree ("order");
  CREATE INDEX "_market_reports_v_version_pinned_parent_idx" ON "_market_reports_v_version_pinned" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "market_reports_pinned" CASCADE;
  DROP TABLE "_market_reports_v_version_pinned" CASCADE;
  DROP TABLE "market_figures" CASCADE;
  DROP TYPE "public"."enum_market_reports_pinned";
  DROP TYPE "public"."enum__market_reports_v_version_pinned";`)
}
