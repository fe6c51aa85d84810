import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The covering index every search reads (listing_search_index) gains the investment filters'
// columns: units, the estimated cap rate and the price per unit.
const before = ['shown', 'on_market_date', 'list_price', 'city', 'county_or_parish', 'postal_code', 'standard_status', 'property_type', 'property_sub_type', 'bedrooms_total', 'bathrooms_total_integer', 'living_area', 'lot_size_acres', 'year_built', 'garage_spaces', 'original_list_price', 'association_fee', 'association_fee_frequency', 'tax_annual_amount', 'water_source', 'sewer', 'latitude', 'longitude']
const after = [...before.slice(0, 15), 'number_of_units_total', 'estimated_cap_rate', 'price_per_unit', ...before.slice(15)]
const filterIndex = (columns: string[]) =>
  sql.raw(`CREATE INDEX "listings_filter_idx" ON "listings" (${columns.map((c) => `"${c}"`).join(', ')});`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listings_rent_source" AS ENUM('listing', 'leases');
  ALTER TABLE "listings" ADD COLUMN "number_of_units_total" numeric;
  ALTER TABLE "listings" ADD COLUMN "number_of_units_leased" numeric;
  ALTER TABLE "listings" ADD COLUMN "gross_scheduled_income" numeric;
  ALTER TABLE "listings" ADD COLUMN "gross_income" numeric;
  ALTER TABLE "listings" ADD COLUMN "total_actual_rent" numeric;
  ALTER TABLE "listings" ADD COLUMN "net_operating_income" numeric;
  ALTER TABLE "listings" ADD COLUMN "operating_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "operating_expense_includes" varchar;
  ALTER TABLE "listings" ADD COLUMN "vacancy_allowance_rate" numeric;
  ALTER TABLE "listings" ADD COLUMN "cap_rate" numeric;
  ALTER TABLE "listings" ADD COLUMN "insurance_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "maintenance_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "professional_management_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "water_sewer_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "fuel_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "electric_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "trash_expense" numeric;
  ALTER TABLE "listings" ADD COLUMN "tenant_pays" varchar;
  ALTER TABLE "listings" ADD COLUMN "financial_data_source" varchar;
  ALTER TABLE "listings" ADD COLUMN "unit_types" jsonb;
  ALTER TABLE "listings" ADD COLUMN "estimated_rent" numeric;
  ALTER TABLE "listings" ADD COLUMN "rent_source" "enum_listings_rent_source";
  ALTER TABLE "listings" ADD COLUMN "estimated_cap_rate" numeric;
  ALTER TABLE "listings" ADD COLUMN "price_per_unit" numeric;`)
  await db.execute(sql`DROP INDEX IF EXISTS "listings_filter_idx";`)
  await db.execute(filterIndex(after))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "listings_filter_idx";`)
  await db.execute(sql`
   ALTER TABLE "listings" DROP COLUMN "number_of_units_total";
  ALTER TABLE "listings" DROP COLUMN "number_of_units_leased";
  ALTER TABLE "listings" DROP COLUMN "gross_scheduled_income";
  ALTER TABLE "listings" DROP COLUMN "gross_income";
  ALTER TABLE "listings" DROP COLUMN "total_actual_rent";
  ALTER TABLE "listings" DROP COLUMN "net_operating_income";
  ALTER TABLE "listings" DROP COLUMN "operating_expense";
  ALTER TABLE "listings" DROP COLUMN "operating_expense_includes";
  ALTER TABLE "listings" DROP COLUMN "vacancy_allowance_rate";
  ALTER TABLE "listings" DROP COLUMN "cap_rate";
  ALTER TABLE "listings" DROP COLUMN "insurance_expense";
  ALTER TABLE "listings" DROP COLUMN "maintenance_expense";
  ALTER TABLE "listings" DROP COLUMN "professional_management_expense";
  ALTER TABLE "listings" DROP COLUMN "water_sewer_expense";
  ALTER TABLE "listings" DROP COLUMN "fuel_expense";
  ALTER TABLE "listings" DROP COLUMN "electric_expense";
  ALTER TABLE "listings" DROP COLUMN "trash_expense";
  ALTER TABLE "listings" DROP COLUMN "tenant_pays";
  ALTER TABLE "listings" DROP COLUMN "financial_data_source";
  ALTER TABLE "listings" DROP COLUMN "unit_types";
  ALTER TABLE "listings" DROP COLUMN "estimated_rent";
  ALTER TABLE "listings" DROP COLUMN "rent_source";
  ALTER TABLE "listings" DROP COLUMN "estimated_cap_rate";
  ALTER TABLE "listings" DROP COLUMN "price_per_unit";
  DROP TYPE "public"."enum_listings_rent_source";`)
  await db.execute(filterIndex(before))
}
