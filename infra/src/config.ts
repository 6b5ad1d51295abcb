import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** docker-compose.yml passes an optional variable the operator left unset as `${NAME:-}`, an empty string: that is unset. */
const unsetWhenEmpty = <T extends z.ZodType>(inner: T) => z.preprocess((value) => (value === '' ? undefined : value), inner.optional());

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Namespaces every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[a-z0-9_:-]+$/i).default('barteraid'),
  /** Empty counts as unset: the event log is then in PostgreSQL. */
  EVENTSTORE_URL: unsetWhenEmpty(z.string()),
  SESSION_SECRET: z.string().min(16).optional(),
  INTERNAL_SECRET: z.string().min(16).optional(),
  OWNER_EMAIL: z.string().default('owner@barteraid.org'),
  HELPLINE_PHONE: z.string().default('1-800-227-8370'),
  // Empty counts as unset (docker-compose passes `${PUBLIC_URL:-}`), as for every optional address below.
  PUBLIC_URL: unsetWhenEmpty(z.string()),
  /** Mail goes out over SMTP (`smtp://user:pass@host:587`, `smtps://…`) when set; without it mail is kept in the outbox (admin → Outbox). */
  SMTP_URL: unsetWhenEmpty(z.string()),
  /** The sender of every mail, e.g. `BarterAid <help@example.org>`. */
  MAIL_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('BarterAid <no-reply@barteraid.local>')),
  /**
   * Web push (VAPID, RFC 8292): the server's P-256 key pair (base64url, as web-push writes them) and
   * who runs it (`mailto:` or `https:`). Split deployments set all three, the same on every instance;
   * the embedded start makes a pair once and keeps it in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: unsetWhenEmpty(z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'a base64url P-256 public key')),
  VAPID_PRIVATE_KEY: unsetWhenEmpty(z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, 'a base64url P-256 private key')),
  VAPID_SUBJECT: unsetWhenEmpty(z.string().regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL')),
  /** Push addresses allowed besides the browsers' push services: hosts, or origins such as `http://127.0.0.1:8123` (comma-separated). */
  PUSH_ENDPOINT_ALLOW: unsetWhenEmpty(z.string()),
  /** A notification still unread this long after it rang the bell is pushed to the member's devices. */
  NOTIFY_PUSH_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Daily and weekly alert digests are mailed at this hour of the member's morning (their area's time, from its longitude). */
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /**
   * Text messages go out through an SMSC, `smpp://system_id:password@host:port` (SMPP 3.4
   * transceiver), or Twilio, `twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com`. Unset: kept in the SMS outbox.
   */
  SMS_URL: unsetWhenEmpty(z.string().regex(/^(smpp|twilio):\/\//, 'an smpp:// or twilio:// URL')),
  /** The sender of every text message (a number or a short code the SMSC allows). */
  SMS_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('BarterAid')),
  /**
   * Raster tiles under the map's shipped outlines, from a tile server the operator runs (e.g. PMTiles
   * served as `https://tiles.example.org/{z}/{x}/{y}.png`); unset, no tile is ever requested.
   */
  MAP_TILES_URL: unsetWhenEmpty(z.string().regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'an http(s) URL with {z}, {x} and {y}')),
  /** The credit the tiles' licence asks for, shown on the map (e.g. `© OpenStreetMap contributors`). */
  MAP_TILES_ATTRIBUTION: unsetWhenEmpty(z.string().max(200)),
  /** A notification that needs an answer, still unread this long after it rang the bell, is texted to a verified number. */
  NOTIFY_SMS_AFTER_SECONDS: z.coerce.number().int().min(0).default(600),
  /** Texts held back from–to these hours in the member's time zone (`22-8`), or `off`. */
  QUIET_HOURS: z.string().regex(/^(off|\d{1,2}-\d{1,2})$/, 'like 22-8, or off').default('22-8'),
  /** At most this many texts a member a day (phone codes and answers to replies aside). */
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).default(10),
  /** The site's time zone (IANA, e.g. America/Chicago): quiet hours of members whose own is not known. */
  TIME_ZONE: z.string().default('UTC'),
  TRUST_PROXY: boolean.default(false),
  SECURE_COOKIES: boolean.optional(),
  ENABLE_ALT_LOGIN_PAGES: boolean.default(true),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  RATE_LIMIT_IP_ATTEMPTS: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(10),
  COMMAND_API_URL: z.string().optional(),
  QUERY_API_URL: z.string().optional(),
  SEED_DEMO_DATA: boolean.default(true),
  /** Stripe subscriptions: both set turns on POST /api/create-subscription; otherwise it answers 503. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  /** With the two above: /subscribe shows Stripe's card form (and the CSP allows Stripe's origins). */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Verifies the signature of `POST /api/stripe/webhook`; without it the route answers 503. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends API calls (`http://host:port`), for stripe-mock or a test stand-in; Stripe's own API by default. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Per member: the total size of their uploaded files, and how many uploads they may start per hour. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(100),
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * Per member and hour, everything that reaches another person (over it: 429 with Retry-After).
   * Generous for real use, such as a shelter volunteer posting the day's donations.
   */
  PROPOSAL_RATE_PER_HOUR: z.coerce.number().int().positive().default(30),
  LISTING_RATE_PER_HOUR: z.coerce.number().int().positive().default(30),
  REPORT_RATE_PER_HOUR: z.coerce.number().int().positive().default(10),
  CHAT_RATE_PER_HOUR: z.coerce.number().int().positive().default(120),
  TEAM_MESSAGE_RATE_PER_HOUR: z.coerce.number().int().positive().default(20),
  DISPUTE_MESSAGE_RATE_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Days after the payee marks a trade delivered until its held credits are released without the payer. */
  AUTO_RELEASE_DAYS: z.coerce.number().int().positive().max(365).default(7),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  /** `Authorization: Bearer <token>` for /metrics; without it /metrics answers only on internal ports outside production. */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16)),
  /** The split projector's and settlement worker's own port for /healthz, /readyz and /metrics (0: any free port). */
  PROJECTOR_PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  SETTLEMENT_PORT: z.coerce.number().int().min(0).max(65535).default(4004),
  /** A projection (or the settlement reactor) that has not moved for this long while the log is ahead makes /readyz 503. */
  PROJECTION_STALL_SECONDS: z.coerce.number().positive().default(120),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

/** Reads configuration from the environment; development defaults keep `npm start` zero-config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * Card payments are on when the server can create subscriptions (secret key and price) and the
 * page can show Stripe's card form (publishable key): only then does the CSP allow Stripe's origins.
 */
export const cardPaymentsEnabled = (config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'STRIPE_PUBLISHABLE_KEY'>): boolean =>
  Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PRICE_ID && config.STRIPE_PUBLISHABLE_KEY);
