import type { EnvRow } from './groups'

/**
 * The variables only the tests, the benchmarks and the development commands read (the table
 * "Tests and tooling" of docs/configuration.md): a deployment sets none of them. Declared apart
 * from the site's own in variables.ts, which lists them with the rest.
 */
export const TOOLING_ROWS = [
  {
    group: 'tests',
    names: ['TEST_DATABASE_URL'],
    default: '',
    description:
      'Tests only: runs the database tests on this (empty) database instead of a new SQLite file.',
  },
  {
    group: 'tests',
    names: ['E2E_DATABASE_URL'],
    default: '',
    description: "Tests only: serves the browser tests' production build on this database.",
  },
  {
    group: 'tests',
    names: ['E2E_PORT', 'MIGRATE_PG_PORT'],
    default: '',
    description:
      "Tests and tooling only: the browser tests' port (default 3100) and the throwaway PostgreSQL port of `npm run migrate:create` (default 54339), so two checkouts can work side by side.",
  },
  {
    group: 'tests',
    names: ['PG_TEST_PORT', 'PG_TEST_DIR'],
    default:
      '`54330` in `npm run test:postgres` (`54329` for `scripts/pg.sh` alone), `/tmp/nj-agent-pg-<port>`',
    description: 'Tests only: where `scripts/pg.sh` puts its throwaway PostgreSQL server.',
  },
  {
    group: 'tests',
    names: ['S3_TEST_PORT', 'S3_TEST_DIR'],
    default:
      '`18080` for `scripts/s3.sh` alone (it uses the four ports after it too), `/tmp/nj-agent-s3-<port>`',
    description:
      'Tests only: where `scripts/s3.sh` puts its throwaway S3-compatible store. The media storage unit test takes `S3_TEST_PORT` (default 18180), the browser test `E2E_PORT` + 15180.',
  },
  {
    group: 'tests',
    names: ['CHROME_PATH'],
    default: '`/usr/bin/chromium`',
    description:
      'Tests and benchmarks: the Chromium the browser tests, Lighthouse and the other benchmarks drive.',
  },
  {
    group: 'tests',
    names: ['CI'],
    default: 'unset',
    description:
      'Tests only: set (to anything), the browser tests try a failed test once more and refuse a `test.only` left in.',
  },
  {
    group: 'tests',
    names: ['BENCH_FLOOR'],
    default: 'off',
    description:
      'Benchmarks only: `1` serves `/bench-floor`, the smallest page, measured as the floor for every budget; a 404 otherwise.',
  },
] as const satisfies readonly EnvRow[]
