#!/usr/bin/env bash
# Writes src/payload-generated-schema.ts, the drizzle tables Payload builds from the collections,
# which type the listing tables' queries (src/lib/db/listings.ts). Always SQLite's, whatever
# DATABASE_URL says, so the file is one: PostgreSQL's tables have the same columns and names.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
DATABASE_URL=file:./.tmp/generate-db-schema.db npx payload generate:db-schema
rm -f .tmp/generate-db-schema.db*
