import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "mortgage_leads" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "listing_inquiries" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "saved_home_lists" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "search_alerts" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  CREATE INDEX "contact_messages_first_contacted_at_idx" ON "contact_messages" USING btree ("first_contacted_at");
  CREATE INDEX "newsletter_subscribers_first_contacted_at_idx" ON "newsletter_subscribers" USING btree ("first_contacted_at");
  CREATE INDEX "mortgage_leads_first_contacted_at_idx" ON "mortgage_leads" USING btree ("first_contacted_at");
  CREATE INDEX "listing_inquiries_first_contacted_at_idx" ON "listing_inquiries" USING btree ("first_contacted_at");
  CREATE INDEX "saved_home_lists_first_contacted_at_idx" ON "saved_home_lists" USING btree ("first_contacted_at");
  CREATE INDEX "search_alerts_first_contacted_at_idx" ON "search_alerts" USING btree ("first_contacted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_first_contacted_at_idx";
  DROP INDEX "newsletter_subscribers_first_contacted_at_idx";
  DROP INDEX "mortgage_leads_first_contacted_at_idx";
  DROP INDEX "listing_inquiries_first_contacted_at_idx";
  DROP INDEX "saved_home_lists_first_contacted_at_idx";
  DROP INDEX "search_alerts_first_contacted_at_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "first_contacted_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "first_contacted_at";
  ALTER TABLE "mortgage_leads" DROP COLUMN "first_contacted_at";
  ALTER TABLE "listing_inquiries" DROP COLUMN "first_contacted_at";
  ALTER TABLE "saved_home_lists" DROP COLUMN "first_contacted_at";
  ALTER TABLE "search_alerts" DROP COLUMN "first_contacted_at";`)
}
