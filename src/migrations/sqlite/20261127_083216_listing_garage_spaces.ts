import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The covering index every search reads (listing_search_index) gains the garage filter's column.
const before = ['shown', 'on_market_date', 'list_price', 'city', 'county_or_parish', 'postal_code', 'standard_status', 'property_type', 'property_sub_type', 'bedrooms_total', 'bathrooms_total_integer', 'living_area', 'lot_size_acres', 'year_built', 'original_list_price', 'association_fee', 'association_fee_frequency', 'tax_annual_amount', 'water_source', 'sewer', 'latitude', 'longitude']
const after = [...before.slice(0, 14), 'garage_spaces', ...before.slice(14)]
const filterIndex = (columns: string[]) =>
  sql.raw(`CREATE INDEX \`listings_filter_idx\` ON \`listings\` (${columns.map((c) => `\`${c}\``).join(', ')});`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` ADD \`garage_spaces\` numeric;`)
  await db.run(sql`DROP INDEX IF EXISTS \`listings_filter_idx\`;`)
  await db.run(filterIndex(after))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`listings_filter_idx\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`garage_spaces\`;`)
  await db.run(filterIndex(before))
}
