#!/usr/bin/env bash
# Fails when a committed generated file no longer matches the schema: payload-types.ts, the
# studio import map, the drizzle schema of the tables (payload-generated-schema.ts), the
# migrations (SQLite here; PostgreSQL when DATABASE_URL_PG is given), or the tables of
# docs/configuration.md (from the environment variables of src/lib/env).
set -euo pipefail
cd "$(dirname "$0")/.."
generated=(src/payload-types.ts 'src/app/(payload)/studio/importMap.js' src/payload-generated-schema.ts docs/configuration.md)
before=$(cat "${generated[@]}" | sha1sum)
npx payload generate:types >/dev/null
npx payload generate:importmap >/dev/null
bash scripts/generate-db-schema.sh >/dev/null
node scripts/run-ts.mjs scripts/configuration-doc.ts >/dev/null
after=$(cat "${generated[@]}" | sha1sum)

mkdir -p .tmp
drift() { # $1 = DATABASE_URL; prints the migration files a schema change would need
  DATABASE_URL=$1 npx payload migrate:create schema_drift --skip-empty >/dev/null 2>&1
  local new
  new=$(ls src/migrations/*/*schema_drift* 2>/dev/null || true)
  [ -n "$new" ] && { rm -f src/migrations/*/*schema_drift*; git checkout -q -- src/migrations/*/index.ts 2>/dev/null || true; echo "$new"; }
  return 0
}
stale=$(drift file:./.tmp/check-generated.db)
rm -f .tmp/check-generated.db*
[ -n "${DATABASE_URL_PG:-}" ] && stale+=$(drift "$DATABASE_URL_PG")

failed=0
if [ "$before" != "$after" ]; then
  echo "✗ payload-types.ts, the studio import map, payload-generated-schema.ts or docs/configuration.md was stale; they are regenerated now: commit them."
  failed=1
fi
if [ -n "$stale" ]; then
  echo "✗ The schema changed without a migration. Run: npm run migrate:create -- <what_changed>"
  failed=1
fi
[ $failed = 0 ] && echo "✓ generated types, import map, drizzle schema, migrations and configuration page are current"
exit $failed
