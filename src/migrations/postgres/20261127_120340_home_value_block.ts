import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_home_value" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What is your home worth?',
  	"intro" varchar DEFAULT 'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_value" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What is your home worth?',
  	"intro" varchar DEFAULT 'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_home_value" ADD CONSTRAINT "pages_blocks_home_value_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_value" ADD CONSTRAINT "_pages_v_blocks_home_value_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_home_value_order_idx" ON "pages_blocks_home_value" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_value_parent_id_idx" ON "pages_blocks_home_value" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_value_path_idx" ON "pages_blocks_home_value" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_home_value_order_idx" ON "_pages_v_blocks_home_value" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_value_parent_id_idx" ON "_pages_v_blocks_home_value" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_value_path_idx" ON "_pages_v_blocks_home_value" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_home_value" CASCADE;
  DROP TABLE "_pages_v_blocks_home_value" CASCADE;`)
}
