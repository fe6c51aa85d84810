import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`listings_shown_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_standard_status_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_list_price_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_bedrooms_total_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_bathrooms_total_integer_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_living_area_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_lot_size_acres_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_year_built_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_property_type_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_city_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_postal_code_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_county_or_parish_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_latitude_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_longitude_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_on_market_date_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_association_fee_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_tax_annual_amount_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_water_source_idx\`;`)
  await db.run(sql`DROP INDEX \`listings_sewer_idx\`;`)
  // One covering index for every search: `shown` first, then each column a search filters or
  // sorts on, so a search reads this index alone and never the wide rows (remarks, source record).
  await db.run(sql`CREATE INDEX \`listings_filter_idx\` ON \`listings\` (\`shown\`, \`on_market_date\`, \`list_price\`, \`city\`, \`county_or_parish\`, \`postal_code\`, \`standard_status\`, \`property_type\`, \`property_sub_type\`, \`bedrooms_total\`, \`bathrooms_total_integer\`, \`living_area\`, \`lot_size_acres\`, \`year_built\`, \`original_list_price\`, \`association_fee\`, \`association_fee_frequency\`, \`tax_annual_amount\`, \`water_source\`, \`sewer\`, \`latitude\`, \`longitude\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`listings_filter_idx\`;`)
  await db.run(sql`CREATE INDEX \`listings_shown_idx\` ON \`listings\` (\`shown\`);`)
  await db.run(sql`CREATE INDEX \`listings_standard_status_idx\` ON \`listings\` (\`standard_status\`);`)
  await db.run(sql`CREATE INDEX \`listings_list_price_idx\` ON \`listings\` (\`list_price\`);`)
  await db.run(sql`CREATE INDEX \`listings_bedrooms_total_idx\` ON \`listings\` (\`bedrooms_total\`);`)
  await db.run(sql`CREATE INDEX \`listings_bathrooms_total_integer_idx\` ON \`listings\` (\`bathrooms_total_integer\`);`)
  await db.run(sql`CREATE INDEX \`listings_living_area_idx\` ON \`listings\` (\`living_area\`);`)
  await db.run(sql`CREATE INDEX \`listings_lot_size_acres_idx\` ON \`listings\` (\`lot_size_acres\`);`)
  await db.run(sql`CREATE INDEX \`listings_year_built_idx\` ON \`listings\` (\`year_built\`);`)
  await db.run(sql`CREATE INDEX \`listings_property_type_idx\` ON \`listings\` (\`property_type\`);`)
  await db.run(sql`CREATE INDEX \`listings_city_idx\` ON \`listings\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`listings_postal_code_idx\` ON \`listings\` (\`postal_code\`);`)
  await db.run(sql`CREATE INDEX \`listings_county_or_parish_idx\` ON \`listings\` (\`county_or_parish\`);`)
  await db.run(sql`CREATE INDEX \`listings_latitude_idx\` ON \`listings\` (\`latitude\`);`)
  await db.run(sql`CREATE INDEX \`listings_longitude_idx\` ON \`listings\` (\`longitude\`);`)
  await db.run(sql`CREATE INDEX \`listings_on_market_date_idx\` ON \`listings\` (\`on_market_date\`);`)
  await db.run(sql`CREATE INDEX \`listings_association_fee_idx\` ON \`listings\` (\`association_fee\`);`)
  await db.run(sql`CREATE INDEX \`listings_tax_annual_amount_idx\` ON \`listings\` (\`tax_annual_amount\`);`)
  await db.run(sql`CREATE INDEX \`listings_water_source_idx\` ON \`listings\` (\`water_source\`);`)
  await db.run(sql`CREATE INDEX \`listings_sewer_idx\` ON \`listings\` (\`sewer\`);`)
}
