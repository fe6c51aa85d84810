#!/usr/bin/env bash
# Writes a new migration for each database (SQLite and PostgreSQL need separate sets) from the
# difference between the current schema and the last committed migration.
#   npm run migrate:create -- <name>
set -euo pipefail
name=${1:?usage: npm run migrate:create -- <name>}
cd "$(dirname "$0")/.."
mkdir -p .tmp
DATABASE_URL=file:./.tmp/migrate-create.db npx payload migrate:create "$name"
rm -f .tmp/migrate-create.db*
export PG_TEST_PORT=${MIGRATE_PG_PORT:-54339}
trap 'scripts/pg.sh destroy' EXIT
DATABASE_URL=$(scripts/pg.sh start) npx payload migrate:create "$name"
