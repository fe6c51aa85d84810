/**
 * Every environment variable the site reads, declared once: what it configures (its group),
 * its default and what it does, as docs/configuration.md shows them (that page's tables are
 * written from this list by scripts/configuration-doc.ts). Variables that go together share a row.
 * The code reads them through the getters of ./read.ts, by these names only.
 */
import { type EnvRow } from './groups'
import { TOOLING_ROWS } from './toolingVariables'

export { ENV_GROUPS, type EnvGroupId, type EnvRow } from './groups'

export const ENV_ROWS = [
  {
    group: 'site',
    names: ['DATABASE_URL'],
    default: '`file:./data/site.db`',
    description:
      '`file:<path>` for SQLite (the folder is created), `postgres://…` or `postgresql://…` for PostgreSQL.',
  },
  {
    group: 'site',
    names: ['PAYLOAD_SECRET'],
    default: 'generated',
    description:
      'Signs studio sessions. **Required in production** (`npm start` stops with a clear message without it). `npm run up`, `npm run dev` and the tests generate one once and keep it in `data/.payload-secret`.',
  },
  {
    group: 'site',
    names: ['SITE_URL'],
    default: '`http://localhost:$PORT`',
    description:
      'The public origin, for absolute links, canonical URLs, `sitemap.xml` and `robots.txt`, and the only origin whose pages may use a studio session; `https://` makes the session cookie `Secure`. Set it to the real address in production.',
  },
  {
    group: 'site',
    names: ['PORT'],
    default: '`3000`',
    description: 'The port `npm run up` and `npm start` listen on, e.g. `PORT=3300 npm run up`.',
  },
  {
    group: 'site',
    names: ['HOST'],
    default: 'every interface',
    description:
      'The address `npm start` listens on, e.g. `HOST=127.0.0.1` behind a proxy on the same machine.',
  },
  {
    group: 'site',
    names: ['SEED_DEMO_PASSWORD'],
    default: 'random',
    description:
      "The demo studio user's password when the seed creates it (the tests use this). Otherwise a random one is printed once.",
  },
  {
    group: 'site',
    names: ['NEXT_DIST_DIR'],
    default: '`.next`',
    description:
      'Build folder, so a second build (a benchmark, a parallel test run) can live beside the main one.',
  },
  {
    group: 'site',
    names: ['SITE_ROLE'],
    default: 'one process does both',
    description:
      'Set by `npm start` itself, not by hand: `web` in the process that serves the pages, `email-worker` in the second process that sends the lead emails.',
  },
  {
    group: 'email',
    names: ['SMTP_URL'],
    default: 'none: emails go to the outbox folder',
    description:
      "The SMTP server every email goes through (lead emails and the studio's password reset), e.g. `smtps://user:password@smtp.example.com:465` or `smtp://localhost:25`. Connections are pooled (up to 5, reused for a burst of emails; add `?pool=false` to open one per email).",
  },
  {
    group: 'email',
    names: ['MAIL_FROM'],
    default: '`"<agent name>" <no-reply@<SITE_URL host>>`',
    description:
      'The sender of every email (lead emails show the agent\'s name; the studio\'s own, "Website studio"). Use an address your SMTP server may send for.',
  },
  {
    group: 'email',
    names: ['OUTBOX_DIR'],
    default: '`data/outbox`',
    description: 'Without `SMTP_URL`, emails are written here as `.eml` files.',
  },
  {
    group: 'email',
    names: ['LEAD_EMAIL_WORKER'],
    default: 'on',
    description:
      '`npm start` sends lead emails from a second process of its own (the email worker, about 220 MB of memory), so that a backlog never slows the pages. `off` sends them from the web process instead, for a host short of memory.',
  },
  {
    group: 'handoffs',
    names: ['FUB_API_KEY'],
    default: '',
    description:
      "Follow Up Boss: every lead is also sent to it as an event (`POST /v1/events`, basic auth with this key; `system` is the agent's name, `source` the `SITE_URL` host). Registration for newsletter sign-ups and search alerts, Property Inquiry with the home for showing requests and questions, Seller Inquiry for a contact message sent from the Sellers page, General Inquiry for the other contact messages, calculator leads and saved-homes lists; a visitor who declined follow-up is tagged _No follow-up wanted_.",
  },
  {
    group: 'handoffs',
    names: ['FUB_API_URL'],
    default: '`https://api.followupboss.com/v1`',
    description: 'Where the Follow Up Boss events go (a sandbox, or a test server).',
  },
  {
    group: 'handoffs',
    names: ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
    default: '',
    description:
      'Every lead is also POSTed there as JSON (`{"event":"lead.created","site":…,"lead":{…}}`) for Zapier, Make or a brokerage system, with `X-Lead-Signature: sha256=<HMAC-SHA256 of the body under the secret, hex>` and `X-Lead-Delivery` (`webhook.<collection>/<id>`, the same on every attempt for one lead: drop repeats by it). The URL without the secret sends nothing (a warning in the log).',
  },
  {
    group: 'handoffs',
    names: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_AUTH', 'SMS_TO', 'SMS_FROM'],
    default: '',
    description:
      "A text to the agent's phone for each new lead (\"New showing request: 12 Lake Shore Dr, Jane D., (973) 555-0142\"), posted as a form in Twilio's Messages API shape (`To`, `From`, `Body`) to the URL, e.g. `https://api.twilio.com/2010-04-01/Accounts/<SID>/Messages.json`, with basic auth from `SMS_WEBHOOK_AUTH` (`<SID>:<auth token>`). `SMS_TO` is the agent's mobile number, `SMS_FROM` the sending number. Off when unset.",
  },
  {
    group: 'mls',
    names: ['RESO_API_URL'],
    default: '',
    description:
      'The MLS feed: a RESO Web API service root, e.g. `https://api.mlsgrid.com/v2`. Without it the site shows the demo inventory.',
  },
  {
    group: 'mls',
    names: ['RESO_API_TOKEN'],
    default: '',
    description: 'A bearer token for the feed (MLS Grid, Bridge, Trestle give one).',
  },
  {
    group: 'mls',
    names: ['RESO_TOKEN_URL', 'RESO_CLIENT_ID', 'RESO_CLIENT_SECRET'],
    default: '',
    description:
      'OAuth2 client credentials instead of a fixed token: the sync fetches a token, renews it a minute before it expires and once on a 401.',
  },
  {
    group: 'mls',
    names: ['RESO_FILTER'],
    default: '',
    description:
      "An extra OData `$filter` every request carries, e.g. `CountyOrParish in ('Sussex','Warren')`. When set, the footer's MLS panel adds \"Some IDX listings have been excluded from this website.\", as IDX rules ask.",
  },
  {
    group: 'mls',
    names: ['RESO_ORIGINATING_SYSTEM'],
    default: '',
    description: "Sent as `OriginatingSystemName eq '…'` in every request, as MLS Grid requires.",
  },
  {
    group: 'mls',
    names: ['RESO_REQUESTS_PER_SECOND'],
    default: '`2`',
    description: 'The most requests a second the sync sends (MLS Grid allows 2).',
  },
  {
    group: 'mls',
    names: ['LISTINGS_SYNC_MINUTES'],
    default: '`15`',
    description:
      'Minutes between background syncs of the feed; `0` turns them off (`npm run listings:sync` still works).',
  },
  {
    group: 'mls',
    names: ['LISTING_PHOTOS_DIR'],
    default: '`data/listing-photos`',
    description:
      'Where downloaded listing photos are stored, as webp at 480, 960 and 1600 px wide.',
  },
  {
    group: 'map',
    names: ['MAP_TILE_URL'],
    default: '`https://tile.openstreetmap.org/{z}/{x}/{y}.png`',
    description:
      "The map's background tiles: any XYZ tile address (`{z}`, `{x}`, `{y}`, and `{s}` for subdomains); `none` draws no tiles. Read when the site is built: the pages' Content-Security-Policy allows images from this host only, so change it before `npm run build`. OpenStreetMap's own servers are for light use; a busy site should name its own tile provider.",
  },
  {
    group: 'map',
    names: ['MAP_ATTRIBUTION'],
    default: "OpenStreetMap's credit, when `MAP_TILE_URL` is unset",
    description:
      "The credit line the map shows for its tiles (HTML, e.g. a link to the provider's terms). Read when the site is built.",
  },
  {
    group: 'media',
    names: ['S3_BUCKET'],
    default: 'none: uploads in `data/media`',
    description:
      "Keeps the studio's uploads (pictures, videos) in this bucket of an S3-compatible store instead of on the server's disk, so that several app processes share one library: each file is the object of its name at the bucket's root. Files keep their addresses (`/api/media/file/<name>`): the site streams them from the bucket, so the bucket can stay private (give it to the site alone). Create the bucket first. Set before the first start, the demo pictures go there; switched on later, the site looks for earlier uploads in the bucket only, so copy them there first (`aws s3 cp --recursive data/media s3://<bucket>/`, with `--endpoint-url` for another service), and back the same way to switch it off.",
  },
  {
    group: 'media',
    names: ['S3_REGION'],
    default: '`us-east-1`',
    description: "The bucket's region (`auto` for Cloudflare R2).",
  },
  {
    group: 'media',
    names: ['S3_ENDPOINT'],
    default: 'AWS',
    description:
      'Another S3-compatible service, e.g. `https://<account>.r2.cloudflarestorage.com`, `https://s3.us-west-004.backblazeb2.com`, `https://nyc3.digitaloceanspaces.com`, or a MinIO server.',
  },
  {
    group: 'media',
    names: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    default: "the machine's AWS credentials",
    description:
      "A key allowed to put, get and delete objects in the bucket. Both or neither: without them the AWS SDK's own chain is used (an instance role, `AWS_PROFILE`).",
  },
  {
    group: 'media',
    names: ['S3_FORCE_PATH_STYLE'],
    default: '`1` with `S3_ENDPOINT`, else `0`',
    description:
      '`1` (or `true`) addresses the bucket as `<endpoint>/<bucket>`, what most S3-compatible servers want; `0` (or `false`) as `<bucket>.<endpoint host>`.',
  },
  {
    group: 'proxy',
    names: ['TRUST_PROXY'],
    default: 'off',
    description:
      "How many proxies stand in front, each appending the address it saw to `X-Forwarded-For` (like Express's `trust proxy`): `1` behind one load balancer, `2` behind a CDN and a load balancer. The rate limits then count per the entry that many from the end (the address the first proxy saw) instead of per connection; an entry that is not an IP address, or fewer entries than proxies, counts per connection. Never set it higher than the proxies really in front.",
  },
  // The tests' and the tooling's own: toolingVariables.ts.
  ...TOOLING_ROWS,
] as const satisfies readonly EnvRow[]

/** The name of a declared variable. */
export type EnvName = (typeof ENV_ROWS)[number]['names'][number]

export const ENV_NAMES: readonly EnvName[] = ENV_ROWS.flatMap((row) => row.names)
