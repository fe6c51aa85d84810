#!/usr/bin/env bash
# The PostgreSQL smoke run: a throwaway PostgreSQL server on a loopback port, started here and
# stopped at the end. Checks the PostgreSQL migrations are current, that migrations and seeding
# work on an empty database, and serves the production build on it for the browser smoke tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PG_TEST_PORT=${PG_TEST_PORT:-54330}
bash scripts/pg.sh destroy
trap 'bash scripts/pg.sh destroy' EXIT
unit_db=$(bash scripts/pg.sh start unit)
drift_db=$(bash scripts/pg.sh start drift)
e2e_db=$(bash scripts/pg.sh start e2e)
limiter_db=$(bash scripts/pg.sh start limiter)
notify_db=$(bash scripts/pg.sh start notify)
newsletter_db=$(bash scripts/pg.sh start newsletter)
claim_db=$(bash scripts/pg.sh start claim)
requeue_db=$(bash scripts/pg.sh start requeue)
intake_db=$(bash scripts/pg.sh start intake)
handoff_db=$(bash scripts/pg.sh start handoff)
handoff_retries_db=$(bash scripts/pg.sh start handoff_retries)
inbox_db=$(bash scripts/pg.sh start inbox)
timeline_db=$(bash scripts/pg.sh start timeline)
listings_db=$(bash scripts/pg.sh start listings)
inquiry_db=$(bash scripts/pg.sh start inquiry)
search_db=$(bash scripts/pg.sh start search)
once_per_db=$(bash scripts/pg.sh start once_per)
saved_once_db=$(bash scripts/pg.sh start saved_once)
alert_once_db=$(bash scripts/pg.sh start alert_once)
lead_types_db=$(bash scripts/pg.sh start lead_types)
valuation_db=$(bash scripts/pg.sh start valuation)
market_db=$(bash scripts/pg.sh start market)
investors_db=$(bash scripts/pg.sh start investors)
investors_fresh_db=$(bash scripts/pg.sh start investors_fresh)
investors_panel_db=$(bash scripts/pg.sh start investors_panel)
listing_read_db=$(bash scripts/pg.sh start listing_read)
new_documents_db=$(bash scripts/pg.sh start new_documents)
mkdir -p .tmp/results
echo "PostgreSQL test server on 127.0.0.1:$PG_TEST_PORT"

DATABASE_URL_PG=$drift_db bash scripts/check-generated.sh
TEST_DATABASE_URL=$unit_db npx vitest run src/seed --reporter=default --reporter=json \
  --outputFile.json=.tmp/results/vitest-postgres.json
# The lead rate limit shared by several processes, and the lead emails, on PostgreSQL.
TEST_DATABASE_URL=$limiter_db npx vitest run src/lib/rateLimit.test.ts
# Each on a database of its own: the notify tests count every queued job, whoever left it.
TEST_DATABASE_URL=$notify_db npx vitest run src/features/leads/delivery/notify.test.ts
TEST_DATABASE_URL=$newsletter_db npx vitest run src/features/leads/newsletter/newsletter.test.ts
# Two processes sending the same queued lead emails: each goes out once.
TEST_DATABASE_URL=$claim_db npx vitest run src/features/leads/delivery/claim.test.ts
# A lead and its email jobs in one transaction, a burst of them in one commit, on PostgreSQL.
TEST_DATABASE_URL=$intake_db npx vitest run src/features/leads/delivery/intake.test.ts
# A lead whose email job was never written (a process killed in between) still gets its email.
TEST_DATABASE_URL=$requeue_db npx vitest run src/features/leads/delivery/requeue.test.ts
# An address emailed at most once a day (saved homes, an alert's confirmation), from one process
# and from two at the same moment.
TEST_DATABASE_URL=$once_per_db npx vitest run src/features/leads/delivery/oncePer.test.ts
TEST_DATABASE_URL=$saved_once_db npx vitest run src/features/listings/saved/oncePerDay.test.ts
TEST_DATABASE_URL=$alert_once_db npx vitest run src/features/listings/alerts/confirmation.test.ts
# Every lead type of the config delivers its agent's notice through the queue.
TEST_DATABASE_URL=$lead_types_db npx vitest run src/leadTypes.test.ts
# Each lead handed to the CRM, a webhook and a phone (local HTTP servers), retried, refused, once.
TEST_DATABASE_URL=$handoff_db npx vitest run src/features/leads/handoff/handoff.test.ts
TEST_DATABASE_URL=$handoff_retries_db npx vitest run src/features/leads/handoff/handoffRetries.test.ts
# The studio inbox: every kind of lead in one list, its filters and its spreadsheet.
TEST_DATABASE_URL=$inbox_db npx vitest run src/features/leads/inbox
# A lead's timeline: status and notes changes with who and when, the same visitor's other leads.
TEST_DATABASE_URL=$timeline_db npx vitest run src/features/leads/timeline
# The listing sync's batched writes, history and crash resume on PostgreSQL; showing requests
# on a database of their own (a real feed's first sync removes the demo homes they ask about).
TEST_DATABASE_URL=$listings_db npx vitest run src/features/listings/sync
TEST_DATABASE_URL=$inquiry_db npx vitest run src/features/listings/inquiry
# The property search's SQL (filters, full-text keywords, sorts, paging) on PostgreSQL.
TEST_DATABASE_URL=$search_db npx vitest run src/features/listings/search
# The home-value estimate, the investment panel's facts and the market figures read PostgreSQL's
# numeric columns (text there).
TEST_DATABASE_URL=$valuation_db npx vitest run src/features/sellers/valuation/store.test.ts
TEST_DATABASE_URL=$investors_panel_db npx vitest run src/features/investors/panel/read.test.ts
TEST_DATABASE_URL=$market_db npx vitest run src/features/market/store.test.ts
# The investment columns after a sync (batched CASE updates, numbers read back from text) and on a
# fresh install; a lease has no page and is in no sitemap.
TEST_DATABASE_URL=$investors_db npx vitest run src/features/investors/columns.test.ts
TEST_DATABASE_URL=$investors_fresh_db npx vitest run src/features/investors/freshInstall.test.ts
TEST_DATABASE_URL=$listing_read_db npx vitest run src/features/listings/read/leases.test.ts
# A new page's slug made from its title, kept once published; untouched empty drafts removed.
TEST_DATABASE_URL=$new_documents_db npx vitest run src/features/content/collections/newDocuments.test.ts
PW_JSON=${PW_JSON:-.tmp/results/playwright-postgres.json} E2E_DATABASE_URL=$e2e_db npx playwright test --grep @smoke
