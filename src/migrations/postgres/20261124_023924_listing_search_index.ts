import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "listings_shown_idx";
  DROP INDEX "listings_standard_status_idx";
  DROP INDEX "listings_list_price_idx";
  DROP INDEX "listings_bedrooms_total_idx";
  DROP INDEX "listings_bathrooms_total_integer_idx";
  DROP INDEX "listings_living_area_idx";
  DROP INDEX "listings_lot_size_acres_idx";
  DROP INDEX "listings_year_built_idx";
  DROP INDEX "listings_property_type_idx";
  DROP INDEX "listings_city_idx";
  DROP INDEX "listings_postal_code_idx";
  DROP INDEX "listings_county_or_parish_idx";
  DROP INDEX "listings_latitude_idx";
  DROP INDEX "listings_longitude_idx";
  DROP INDEX "listings_on_market_date_idx";
  DROP INDEX "listings_association_fee_idx";
  DROP INDEX "listings_tax_annual_amount_idx";
  DROP INDEX "listings_water_source_idx";
  DROP INDEX "listings_sewer_idx";`)
  // One covering index for every search: `shown` first, then each column a search filters or
  // sorts on, so a search reads this index alone and never the wide rows (remarks, source record).
  await db.execute(sql`CREATE INDEX "listings_filter_idx" ON "listings" ("shown", "on_market_date", "list_price", "city", "county_or_parish", "postal_code", "standard_status", "property_type", "property_sub_type", "bedrooms_total", "bathrooms_total_integer", "living_area", "lot_size_acres", "year_built", "original_list_price", "association_fee", "association_fee_frequency", "tax_annual_amount", "water_source", "sewer", "latitude", "longitude");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "listings_filter_idx";`)
  await db.execute(sql`
   CREATE INDEX "listings_shown_idx" ON "listings" USING btree ("shown");
  CREATE INDEX "listings_standard_status_idx" ON "listings" USING btree ("standard_status");
  CREATE INDEX "listings_list_price_idx" ON "listings" USING btree ("list_price");
  CREATE INDEX "listings_bedrooms_total_idx" ON "listings" USING btree ("bedrooms_total");
  CREATE INDEX "listings_bathrooms_total_integer_idx" ON "listings" USING btree ("bathrooms_total_integer");
  CREATE INDEX "listings_living_area_idx" ON "listings" USING btree ("living_area");
  CREATE INDEX "listings_lot_size_acres_idx" ON "listings" USING btree ("lot_size_acres");
  CREATE INDEX "listings_year_built_idx" ON "listings" USING btree ("year_built");
  CREATE INDEX "listings_property_type_idx" ON "listings" USING btree ("property_type");
  CREATE INDEX "listings_city_idx" ON "listings" USING btree ("city");
  CREATE INDEX "listings_postal_code_idx" ON "listings" USING btree ("postal_code");
  CREATE INDEX "listings_county_or_parish_idx" ON "listings" USING btree ("county_or_parish");
  CREATE INDEX "listings_latitude_idx" ON "listings" USING btree ("latitude");
  CREATE INDEX "listings_longitude_idx" ON "listings" USING btree ("longitude");
  CREATE INDEX "listings_on_market_date_idx" ON "listings" USING btree ("on_market_date");
  CREATE INDEX "listings_association_fee_idx" ON "listings" USING btree ("association_fee");
  CREATE INDEX "listings_tax_annual_amount_idx" ON "listings" USING btree ("tax_annual_amount");
  CREATE INDEX "listings_water_source_idx" ON "listings" USING btree ("water_source");
  CREATE INDEX "listings_sewer_idx" ON "listings" USING btree ("sewer");`)
}
