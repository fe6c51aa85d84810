import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mortgage_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_mortgage_leads_agent_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_mortgage_leads_visitor_email_state" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TABLE "pages_blocks_mortgage_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Estimate Your Monthly Payment',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mortgage_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Estimate Your Monthly Payment',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "mortgage_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"allow_follow_up" boolean DEFAULT false NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"inputs_purchase_price" numeric NOT NULL,
  	"inputs_down_payment_percent" numeric NOT NULL,
  	"inputs_down_payment_amount" numeric NOT NULL,
  	"inputs_interest_rate" numeric NOT NULL,
  	"inputs_loan_term" numeric NOT NULL,
  	"inputs_property_tax_rate" numeric NOT NULL,
  	"inputs_insurance_rate" numeric NOT NULL,
  	"inputs_pmi_rate" numeric NOT NULL,
  	"inputs_hoa_fees" numeric NOT NULL,
  	"inputs_extra_principal" numeric NOT NULL,
  	"results_total_monthly" numeric NOT NULL,
  	"results_principal_and_interest" numeric NOT NULL,
  	"results_property_tax_monthly" numeric NOT NULL,
  	"results_insurance_monthly" numeric NOT NULL,
  	"results_pmi_monthly" numeric NOT NULL,
  	"results_hoa_monthly" numeric NOT NULL,
  	"results_extra_monthly" numeric NOT NULL,
  	"results_loan_amount" numeric NOT NULL,
  	"results_cash_to_close" numeric NOT NULL,
  	"results_interest_saved" numeric NOT NULL,
  	"results_months_saved" numeric NOT NULL,
  	"results_months_to_payoff" numeric NOT NULL,
  	"results_payoff_timeline" varchar NOT NULL,
  	"results_payoff_date" varchar NOT NULL,
  	"source_url" varchar,
  	"user_agent" varchar,
  	"status" "enum_mortgage_leads_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"agent_email_state" "enum_mortgage_leads_agent_email_state" DEFAULT 'queued',
  	"agent_email_attempts" numeric DEFAULT 0,
  	"agent_email_sent_at" timestamp(3) with time zone,
  	"agent_email_last_error" varchar,
  	"visitor_email_state" "enum_mortgage_leads_visitor_email_state" DEFAULT 'queued',
  	"visitor_email_attempts" numeric DEFAULT 0,
  	"visitor_email_sent_at" timestamp(3) with time zone,
  	"visitor_email_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mortgage_leads_id" integer;
  ALTER TABLE "pages_blocks_mortgage_calculator" ADD CONSTRAINT "pages_blocks_mortgage_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mortgage_calculator" ADD CONSTRAINT "_pages_v_blocks_mortgage_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_mortgage_calculator_order_idx" ON "pages_blocks_mortgage_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_mortgage_calculator_parent_id_idx" ON "pages_blocks_mortgage_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mortgage_calculator_path_idx" ON "pages_blocks_mortgage_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_mortgage_calculator_order_idx" ON "_pages_v_blocks_mortgage_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mortgage_calculator_parent_id_idx" ON "_pages_v_blocks_mortgage_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mortgage_calculator_path_idx" ON "_pages_v_blocks_mortgage_calculator" USING btree ("_path");
  CREATE INDEX "mortgage_leads_email_idx" ON "mortgage_leads" USING btree ("email");
  CREATE INDEX "mortgage_leads_status_idx" ON "mortgage_leads" USING btree ("status");
  CREATE INDEX "mortgage_leads_updated_at_idx" ON "mortgage_leads" USING btree ("updated_at");
  CREATE INDEX "mortgage_leads_created_at_idx" ON "mortgage_leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mortgage_leads_fk" FOREIGN KEY ("mortgage_leads_id") REFERENCES "public"."mortgage_leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mortgage_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("mortgage_leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_mortgage_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mortgage_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mortgage_leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_mortgage_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_mortgage_calculator" CASCADE;
  DROP TABLE "mortgage_leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mortgage_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_mortgage_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mortgage_leads_id";
  DROP TYPE "public"."enum_mortgage_leads_status";
  DROP TYPE "public"."enum_mortgage_leads_agent_email_state";
  DROP TYPE "public"."enum_mortgage_leads_visitor_email_state";`)
}
