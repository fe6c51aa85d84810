import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A new enum value cannot be used in the transaction that adds it, so the type is made anew.
// Subscribers from before the double opt-in keep their subscription and need no confirmation.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_confirmation_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" DROP DEFAULT;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DATA TYPE text;
  DROP TYPE "public"."enum_newsletter_subscribers_subscription";
  CREATE TYPE "public"."enum_newsletter_subscribers_subscription" AS ENUM('pending', 'subscribed', 'unsubscribed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DATA TYPE "public"."enum_newsletter_subscribers_subscription" USING "subscription"::"public"."enum_newsletter_subscribers_subscription";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DEFAULT 'pending';
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_email_state" "enum_newsletter_subscribers_confirmation_email_state" DEFAULT 'queued';
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_email_last_error" varchar;
  UPDATE "newsletter_subscribers" SET "confirmation_email_state" = NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DEFAULT 'subscribed'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_subscription";
  CREATE TYPE "public"."enum_newsletter_subscribers_subscription" AS ENUM('subscribed', 'unsubscribed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DEFAULT 'subscribed'::"public"."enum_newsletter_subscribers_subscription";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscription" SET DATA TYPE "public"."enum_newsletter_subscribers_subscription" USING "subscription"::"public"."enum_newsletter_subscribers_subscription";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_email_state";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_email_attempts";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_email_sent_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_email_last_error";
  DROP TYPE "public"."enum_newsletter_subscribers_confirmation_email_state";`)
}
