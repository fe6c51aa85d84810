import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The covering index every search reads (listing_search_index) gains the investment filters'
// columns: units, the estimated cap rate and the price per unit.
const before = ['shown', 'on_market_date', 'list_price', 'city', 'county_or_parish', 'postal_code', 'standard_status', 'property_type', 'property_sub_type', 'bedrooms_total', 'bathrooms_total_integer', 'living_area', 'lot_size_acres', 'year_built', 'garage_spaces', 'original_list_price', 'association_fee', 'association_fee_frequency', 'tax_annual_amount', 'water_source', 'sewer', 'latitude', 'longitude']
const after = [...before.slice(0, 15), 'number_of_units_total', 'estimated_cap_rate', 'price_per_unit', ...before.slice(15)]
const filterIndex = (columns: string[]) =>
  sql.raw(`CREATE INDEX \`listings_filter_idx\` ON \`listings\` (${columns.map((c) => `\`${c}\``).join(', ')});`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` ADD \`number_of_units_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`number_of_units_leased\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`gross_scheduled_income\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`gross_income\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`total_actual_rent\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`net_operating_income\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`operating_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`operating_expense_includes\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`vacancy_allowance_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`cap_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`insurance_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`maintenance_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`professional_management_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`water_sewer_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`fuel_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`electric_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`trash_expense\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`tenant_pays\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`financial_data_source\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`unit_types\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`estimated_rent\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`rent_source\` text;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`estimated_cap_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`price_per_unit\` numeric;`)
  await db.run(sql`DROP INDEX IF EXISTS \`listings_filter_idx\`;`)
  await db.run(filterIndex(after))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`listings_filter_idx\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`number_of_units_total\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`number_of_units_leased\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`gross_scheduled_income\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`gross_income\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`total_actual_rent\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`net_operating_income\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`operating_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`operating_expense_includes\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`vacancy_allowance_rate\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`cap_rate\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`insurance_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`maintenance_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`professional_management_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`water_sewer_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`fuel_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`electric_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`trash_expense\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`tenant_pays\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`financial_data_source\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`unit_types\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`estimated_rent\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`rent_source\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`estimated_cap_rate\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`price_per_unit\`;`)
  await db.run(filterIndex(before))
}
