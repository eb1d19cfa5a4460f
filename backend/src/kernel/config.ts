import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { oneOf, queryInt, text } from '@costiera/contracts';

/** Every setting of the api, worker and cli, read from the environment and decoded once. */
const UrlOf = (protocols: string[]) =>
  new t.Type<string, string, unknown>(
    `URL (${protocols.join(', ')})`,
    (u): u is string => typeof u === 'string',
    (u, c) => {
      if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, 'is missing or empty');
      try {
        const parsed = new URL(u.trim());
        if (protocols.includes(parsed.protocol.replace(/:$/, ''))) return t.success(u.trim());
      } catch {
        /* reported below */
      }
      return t.failure(u, c, `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`);
    },
    t.identity,
  );
const Secret = new t.Type<string, string, unknown>(
  'secret',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.length >= 32 ? t.success(u) : t.failure(u, c, 'must be at least 32 characters (make up writes a random one into .env)'),
  t.identity,
);
/** A count or a duration in ms: the contracts' whole-number codec, named after the variable for its message. */
const positive = (name: string) => queryInt(name, 1, 999_999_999);
/** Every job holds one database connection for its transaction (pool of 10; the sweep and the relay need theirs). */
const MAX_WORKER_CONCURRENCY = 8;
const Bool = new t.Type<boolean, string, unknown>(
  'boolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (u === 'true' || u === '1' ? t.success(true) : u === 'false' || u === '0' ? t.success(false) : t.failure(u, c, 'must be true or false')),
  String,
);

/** An instant written as an ISO 8601 timestamp with its zone (`2026-11-25T22:30:00Z`). */
const Instant = (name: string) =>
  new t.Type<Date, string, unknown>(
    name,
    (u): u is Date => u instanceof Date,
    (u, c) => {
      const ok = typeof u === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(u.trim());
      const instant = ok ? new Date(u.trim()) : null;
      return instant && !Number.isNaN(instant.getTime()) ? t.success(instant) : t.failure(u, c, `${name} must be an ISO instant such as 2026-11-25T22:30:00Z`);
    },
    (d) => d.toISOString(),
  );

const Env = t.intersection([
  t.type({
    DATABASE_URL: UrlOf(['postgres', 'postgresql']),
    REDIS_URL: UrlOf(['redis', 'rediss']),
    SESSION_SECRET: Secret,
  }),
  t.partial({
    PORT: queryInt('PORT', 0, 65535),
    NODE_ENV: oneOf('NODE_ENV', ['development', 'test', 'production']),
    PUBLIC_BASE_URL: UrlOf(['http', 'https']),
    SMTP_URL: UrlOf(['smtp', 'smtps']),
    BOOKINGS_INBOX: text('BOOKINGS_INBOX', 2000),
    BOOKINGS_COPY_TO_INBOX: Bool,
    MAIL_FROM: text('MAIL_FROM', 2000),
    MAIL_DIR: text('MAIL_DIR', 2000),
    ADMIN_USERNAME: text('ADMIN_USERNAME', 2000),
    ADMIN_PASSWORD: text('ADMIN_PASSWORD', 2000),
    LOG_LEVEL: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    REDIS_PREFIX: text('REDIS_PREFIX', 2000),
    TRUST_PROXY: Bool,
    TRUSTED_PROXY_HOPS: queryInt('TRUSTED_PROXY_HOPS', 1, 10),
    FRONTENDS_DIR: text('FRONTENDS_DIR', 2000),
    BOOKING_REQUESTS_PER_MINUTE: positive('BOOKING_REQUESTS_PER_MINUTE'),
    BOOKING_RESPONSE_HOURS: queryInt('BOOKING_RESPONSE_HOURS', 1, 24 * 30),
    BOOKING_SWEEP_INTERVAL_MS: positive('BOOKING_SWEEP_INTERVAL_MS'),
    BOOKING_MIN_RESPONSE_HOURS: queryInt('BOOKING_MIN_RESPONSE_HOURS', 0, 24 * 14),
    BOOKING_HORIZON_DAYS: queryInt('BOOKING_HORIZON_DAYS', 1, 3660),
    CLOCK_START: Instant('CLOCK_START'),
    BOOKING_PAGES_PER_MINUTE: positive('BOOKING_PAGES_PER_MINUTE'),
    ACK_EMAILS_PER_ADDRESS_PER_HOUR: positive('ACK_EMAILS_PER_ADDRESS_PER_HOUR'),
    EVENT_ATTEMPTS: positive('EVENT_ATTEMPTS'),
    EVENT_BACKOFF_MS: positive('EVENT_BACKOFF_MS'),
    OUTBOX_SWEEP_INTERVAL_MS: positive('OUTBOX_SWEEP_INTERVAL_MS'),
    OUTBOX_SWEEP_AGE_MS: positive('OUTBOX_SWEEP_AGE_MS'),
    OUTBOX_RECONCILE_AGE_MS: positive('OUTBOX_RECONCILE_AGE_MS'),
    WORKER_CONCURRENCY: queryInt('WORKER_CONCURRENCY', 1, MAX_WORKER_CONCURRENCY),
    WORKER_LOCK_MS: positive('WORKER_LOCK_MS'),
    WORKER_STALLED_INTERVAL_MS: positive('WORKER_STALLED_INTERVAL_MS'),
    WORKER_WATCHDOG_MS: positive('WORKER_WATCHDOG_MS'),
    METRICS_PORT: queryInt('METRICS_PORT', 0, 65535),
    METRICS_HOST: text('METRICS_HOST', 255),
    WORKER_METRICS_PORT: queryInt('WORKER_METRICS_PORT', 0, 65535),
    DRAIN_DELAY_MS: queryInt('DRAIN_DELAY_MS', 0, 120_000),
  }),
]);

/** How events travel from the outbox through BullMQ to the subscribers (ARCHITECTURE.md, "Events"). */
export interface EventSettings {
  /** Deliveries of one job before it is kept as failed (exponential backoff between them). */
  readonly attempts: number;
  /** The first retry's delay; each next one doubles. */
  readonly backoffMs: number;
  /** How often the worker re-publishes outbox rows the api could not publish. */
  readonly sweepIntervalMs: number;
  /** How old an unpublished row must be before the sweep takes it (the api normally publishes within milliseconds). */
  readonly sweepAgeMs: number;
  /**
   * How long after publication the reconciler checks that each subscriber has the event in
   * its inbox, or a job for it in Redis; a job Redis lost is published again.
   */
  readonly reconcileAgeMs: number;
}

export interface WorkerSettings {
  readonly concurrency: number;
  /** A job's lock; a job whose worker died is taken again once it expires and the stall check runs. */
  readonly lockMs: number;
  readonly stalledIntervalMs: number;
  /** How often the watchdog checks that the BullMQ worker still runs and takes jobs (after a Redis restart one may stop taking them). */
  readonly watchdogMs: number;
}

export interface Config {
  readonly port: number;
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Every Redis key of this process starts with it (tests use their own). */
  readonly redisPrefix: string;
  readonly sessionSecret: string;
  readonly publicBaseUrl: string;
  readonly smtpUrl: string | undefined;
  readonly bookingsInbox: string;
  /** The bookings inbox gets a copy (Bcc) of every provider email (default on). */
  readonly bookingsCopyToInbox: boolean;
  readonly mailFrom: string;
  readonly mailDir: string;
  readonly adminUsername: string | undefined;
  readonly adminPassword: string | undefined;
  readonly logLevel: string;
  readonly trustProxy: boolean;
  /**
   * With trustProxy, how many proxies we run in front of the api: the client address is the
   * X-Forwarded-For entry this many from the right (entries further left are the client's word).
   */
  readonly trustedProxyHops: number;
  readonly frontendsDir: string | undefined;
  /** Booking requests accepted per client address a minute (10; a load benchmark raises it). */
  readonly bookingRequestsPerMinute: number;
  /** How long a provider has to answer a request (48), capped at 18:00 venue time the day before the requested date. */
  readonly bookingResponseHours: number;
  /** How often the worker looks for due reminders and expired requests (60 s). */
  readonly bookingSweepIntervalMs: number;
  /** Which dates can be requested: at least `minResponseHours` (2) before the respond-by bound, at most `horizonDays` (550) ahead. */
  readonly bookingWindow: { readonly minResponseHours: number; readonly horizonDays: number };
  /** For tests and demos only: the processes' clock starts at this instant and runs on in real time (null: the system clock). */
  readonly clockStart: Date | null;
  /** Views and posts of the booking link pages per client address a minute (30). */
  readonly bookingPagesPerMinute: number;
  /** Acknowledgement emails one traveller address receives an hour (5); later requests are kept but not acknowledged by email. */
  readonly ackEmailsPerAddressPerHour: number;
  readonly events: EventSettings;
  readonly worker: WorkerSettings;
  /** Prometheus /metrics of the api (never the public port); 0: any free port. */
  readonly metricsPort: number;
  readonly workerMetricsPort: number;
  /** The interface both metrics servers listen on (127.0.0.1; 0.0.0.0 where another host or pod scrapes). */
  readonly metricsHost: string;
  /** On SIGTERM the api answers 503 on /readyz this long before it stops accepting (the load balancer moves on first). */
  readonly drainDelayMs: number;
}

export class ConfigError extends Error {}

/** Decodes the environment; a missing or bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const decoded = Env.decode(present);
  if (isLeft(decoded)) {
    const problems = new Map<string, string>();
    for (const e of decoded.left) {
      const key = e.context.map((c) => c.key).filter((k) => /^[A-Z_]+$/.test(k)).pop() ?? '?';
      // The contracts' codecs name the variable themselves ('PORT must be a whole number').
      const message = e.message ?? (env[key] === undefined ? 'is missing' : 'is not valid');
      if (!problems.has(key)) problems.set(key, message.startsWith(`${key} `) ? message : `${key} ${message}`);
    }
    throw new ConfigError(`Invalid configuration: ${[...problems.values()].join('; ')}`);
  }
  const e = decoded.right;
  const port = e.PORT ?? 3000;
  return {
    port,
    nodeEnv: e.NODE_ENV ?? 'development',
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? 'costiera:',
    sessionSecret: e.SESSION_SECRET,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    bookingsInbox: e.BOOKINGS_INBOX ?? 'bookings@costiera.local',
    bookingsCopyToInbox: e.BOOKINGS_COPY_TO_INBOX ?? true,
    mailFrom: e.MAIL_FROM ?? 'Costiera <no-reply@costiera.local>',
    mailDir: e.MAIL_DIR ?? 'var/mail',
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? 1,
    frontendsDir: e.FRONTENDS_DIR,
    bookingRequestsPerMinute: e.BOOKING_REQUESTS_PER_MINUTE ?? 10,
    bookingResponseHours: e.BOOKING_RESPONSE_HOURS ?? 48,
    bookingSweepIntervalMs: e.BOOKING_SWEEP_INTERVAL_MS ?? 60_000,
    bookingWindow: { minResponseHours: e.BOOKING_MIN_RESPONSE_HOURS ?? 2, horizonDays: e.BOOKING_HORIZON_DAYS ?? 550 },
    clockStart: e.CLOCK_START ?? null,
    bookingPagesPerMinute: e.BOOKING_PAGES_PER_MINUTE ?? 30,
    ackEmailsPerAddressPerHour: e.ACK_EMAILS_PER_ADDRESS_PER_HOUR ?? 5,
    events: {
      attempts: e.EVENT_ATTEMPTS ?? 8,
      backoffMs: e.EVENT_BACKOFF_MS ?? 1000,
      sweepIntervalMs: e.OUTBOX_SWEEP_INTERVAL_MS ?? 3000,
      sweepAgeMs: e.OUTBOX_SWEEP_AGE_MS ?? 5000,
      reconcileAgeMs: e.OUTBOX_RECONCILE_AGE_MS ?? 60_000,
    },
    worker: {
      concurrency: e.WORKER_CONCURRENCY ?? 8,
      lockMs: e.WORKER_LOCK_MS ?? 30_000,
      stalledIntervalMs: e.WORKER_STALLED_INTERVAL_MS ?? 30_000,
      watchdogMs: e.WORKER_WATCHDOG_MS ?? 10_000,
    },
    metricsPort: e.METRICS_PORT ?? 9464,
    workerMetricsPort: e.WORKER_METRICS_PORT ?? 9465,
    metricsHost: e.METRICS_HOST ?? '127.0.0.1',
    drainDelayMs: e.DRAIN_DELAY_MS ?? 3000,
  };
}
