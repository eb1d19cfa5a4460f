import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';

/** Every setting of the api, worker and cli, read from the environment and decoded once. */
const NonEmpty = new t.Type<string, string, unknown>(
  'non-empty text',
  (u): u is string => typeof u === 'string' && u.length > 0,
  (u, c) => (typeof u === 'string' && u.trim().length > 0 ? t.success(u.trim()) : t.failure(u, c, 'is missing or empty')),
  t.identity,
);
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
const Port = new t.Type<number, string, unknown>(
  'port',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    const n = Number(u);
    return typeof u === 'string' && /^\d+$/.test(u) && n >= 0 && n < 65536 ? t.success(n) : t.failure(u, c, 'must be a port number (0-65535)');
  },
  String,
);
const Secret = new t.Type<string, string, unknown>(
  'secret',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.length >= 32 ? t.success(u) : t.failure(u, c, 'must be at least 32 characters (make up writes a random one into .env)'),
  t.identity,
);
const PositiveInt = new t.Type<number, string, unknown>(
  'positive whole number',
  (u): u is number => typeof u === 'number',
  (u, c) => (typeof u === 'string' && /^[1-9]\d{0,8}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'must be a whole number greater than 0')),
  String,
);
/** Every job holds one database connection for its transaction (pool of 10; the sweep and the relay need theirs). */
const MAX_WORKER_CONCURRENCY = 8;
/** A whole number from `min` to `max`, given as digits. */
const WholeNumberIn = (name: string, min: number, max: number) =>
  new t.Type<number, string, unknown>(
    name,
    (u): u is number => typeof u === 'number',
    (u, c) =>
      typeof u === 'string' && /^\d+$/.test(u) && Number(u) >= min && Number(u) <= max
        ? t.success(Number(u))
        : t.failure(u, c, `must be a whole number from ${min} to ${max}`),
    String,
  );
const Concurrency = WholeNumberIn('worker concurrency', 1, MAX_WORKER_CONCURRENCY);
const NiceValue = WholeNumberIn('nice value', 0, 19);
const Percentage = WholeNumberIn('percentage', 1, 100);
const Bool = new t.Type<boolean, string, unknown>(
  'boolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (u === 'true' || u === '1' ? t.success(true) : u === 'false' || u === '0' ? t.success(false) : t.failure(u, c, 'must be true or false')),
  String,
);

const Env = t.intersection([
  t.type({
    DATABASE_URL: UrlOf(['postgres', 'postgresql']),
    REDIS_URL: UrlOf(['redis', 'rediss']),
    SESSION_SECRET: Secret,
  }),
  t.partial({
    PORT: Port,
    NODE_ENV: t.keyof({ development: null, test: null, production: null }),
    PUBLIC_BASE_URL: UrlOf(['http', 'https']),
    SMTP_URL: UrlOf(['smtp', 'smtps']),
    BOOKINGS_INBOX: NonEmpty,
    MAIL_FROM: NonEmpty,
    MAIL_DIR: NonEmpty,
    ADMIN_USERNAME: NonEmpty,
    ADMIN_PASSWORD: NonEmpty,
    LOG_LEVEL: t.keyof({ fatal: null, error: null, warn: null, info: null, debug: null, trace: null, silent: null }),
    REDIS_PREFIX: NonEmpty,
    TRUST_PROXY: Bool,
    FRONTENDS_DIR: NonEmpty,
    BOOKING_REQUESTS_PER_MINUTE: PositiveInt,
    EVENT_ATTEMPTS: PositiveInt,
    EVENT_BACKOFF_MS: PositiveInt,
    OUTBOX_SWEEP_INTERVAL_MS: PositiveInt,
    OUTBOX_SWEEP_AGE_MS: PositiveInt,
    OUTBOX_RECONCILE_AGE_MS: PositiveInt,
    WORKER_CONCURRENCY: Concurrency,
    WORKER_LOCK_MS: PositiveInt,
    WORKER_STALLED_INTERVAL_MS: PositiveInt,
    WORKER_WATCHDOG_MS: PositiveInt,
    WORKER_NICE: NiceValue,
    WORKER_SCHEDULING: t.keyof({ idle: null, normal: null }),
    WORKER_DEFER_ABOVE_CPU: Percentage,
    WORKER_DEFER_MAX_MS: PositiveInt,
    BENCH_REFERENCE_ROUTES: Bool,
    METRICS_PORT: Port,
    WORKER_METRICS_PORT: Port,
    DRAIN_DELAY_MS: WholeNumberIn('milliseconds', 0, 120_000),
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
  /** How often the watchdog checks that the BullMQ worker still runs and takes jobs (bullmq #3185). */
  readonly watchdogMs: number;
  /**
   * The worker's scheduling priority (Unix nice, 0-19): its work (emails, projections) can wait
   * a few seconds, a traveller's request cannot, so on a shared machine the api goes first.
   */
  readonly nice: number;
  /**
   * 'idle' (the default): on Linux the worker also takes the SCHED_IDLE policy, so it runs only
   * on a CPU nothing else wants. A nice value alone weighs the worker against the processes of
   * its own session only (scheduler autogroups): beside Postgres and Redis, which run in groups
   * of their own, nice 10 or 19 still took a full share of a core. 'normal': nice only.
   */
  readonly scheduling: 'idle' | 'normal';
  /**
   * Publishing and deliveries wait (the read caches still hear of every commit at once) while
   * other processes keep more than this share (0-1) of the machine's CPU
   * busy (kernel/cpu-headroom.ts): 0.5 by default, 1 (WORKER_DEFER_ABOVE_CPU=100) never waits,
   * nor does anything under NODE_ENV=test, where the test runner itself keeps the CPU busy.
   */
  readonly deferAboveCpu: number;
  /**
   * The longest such a wait lasts (a minute: an email may be that late while the site is
   * saturated); the work then runs for a quarter of it whatever the load.
   */
  readonly deferMaxMs: number;
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
  readonly mailFrom: string;
  readonly mailDir: string;
  readonly adminUsername: string | undefined;
  readonly adminPassword: string | undefined;
  readonly logLevel: string;
  readonly trustProxy: boolean;
  readonly frontendsDir: string | undefined;
  /** Booking requests accepted per client address a minute (10; a load benchmark raises it). */
  readonly bookingRequestsPerMinute: number;
  readonly events: EventSettings;
  readonly worker: WorkerSettings;
  /**
   * Only for `make bench`: serve the reference routes (a precomputed answer of a given size through
   * the same middleware stack), the limit each scenario is compared with. Off unless set.
   */
  readonly benchReferenceRoutes: boolean;
  /** Prometheus /metrics of the api (never the public port); 0: any free port. */
  readonly metricsPort: number;
  readonly workerMetricsPort: number;
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
      if (!problems.has(key)) problems.set(key, `${key} ${e.message ?? (env[key] === undefined ? 'is missing' : 'is not valid')}`);
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
    mailFrom: e.MAIL_FROM ?? 'Costiera <no-reply@costiera.local>',
    mailDir: e.MAIL_DIR ?? 'var/mail',
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    frontendsDir: e.FRONTENDS_DIR,
    bookingRequestsPerMinute: e.BOOKING_REQUESTS_PER_MINUTE ?? 10,
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
      nice: e.WORKER_NICE ?? 10,
      scheduling: e.WORKER_SCHEDULING ?? 'idle',
      deferAboveCpu: (e.WORKER_DEFER_ABOVE_CPU ?? (e.NODE_ENV === 'test' ? 100 : 50)) / 100,
      deferMaxMs: e.WORKER_DEFER_MAX_MS ?? 60_000,
    },
    benchReferenceRoutes: e.BENCH_REFERENCE_ROUTES ?? false,
    metricsPort: e.METRICS_PORT ?? 9464,
    workerMetricsPort: e.WORKER_METRICS_PORT ?? 9465,
    drainDelayMs: e.DRAIN_DELAY_MS ?? 3000,
  };
}
