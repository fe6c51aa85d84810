// Values shared by the test server (server.ts) and the tests (through fixtures.ts). Fixed on
// purpose: the database is thrown away on every run, and nothing here is a real secret.
// E2E_PORT: lets two checkouts run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_DATA_DIR = '.tmp/e2e'
export const E2E_DATABASE_URL = `file:./${E2E_DATA_DIR}/site.db`
export const E2E_PAYLOAD_SECRET = 'e2e-only-secret-3f9c1a7d5b2e4f60a8c9d1e2f3a4b5c6'
export const E2E_DEMO_PASSWORD = 'e2e-demo-password-7Kq2'
/** Every email the site sends during the browser tests, as the loopback SMTP server got it. */
export const E2E_MAILBOX = `${E2E_DATA_DIR}/mailbox`
/** What the test server wrote to stderr (its errors and warnings), for tests that check none came. */
export const E2E_SERVER_LOG = `${E2E_DATA_DIR}/server.log`
