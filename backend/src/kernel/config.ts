import * as t from 'io-ts';
import { oneOf, queryInt, text } from '@costiera/contracts';
import { Bool, ConfigError, declareSettings, decodeSettings, positive, type SettingsDeclaration } from './settings';
import { SiteLanguagesSetting } from './languages';

export { ConfigError };

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
/** Every job holds one database connection for its transaction (pool of 10; the sweep and the relay need theirs). */
const MAX_WORKER_CONCURRENCY = 8;

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
  /** How many days a settled event's outbox and inbox rows are kept before the worker prunes them (30). */
  readonly retentionDays: number;
}

export interface WorkerSettings {
  readonly concurrency: number;
  /** A job's lock; a job whose worker died is taken again once it expires and the stall check runs. */
  readonly lockMs: number;
  readonly stalledIntervalMs: number;
  /** How often the watchdog checks that the BullMQ worker still runs and takes jobs (after a Redis restart one may stop taking them). */
  readonly watchdogMs: number;
}

/** What the kernel needs to know of the application it runs. */
export interface Application {
  /** Lower case: it names the logger, the metrics (`<name>_...`), the Redis connections, the session cookie and the default Redis prefix. */
  readonly name: string;
  /** How people call it: the default sender's name of its emails. */
  readonly title: string;
  /** The settings of its modules and of its own layer, decoded with the kernel's. */
  readonly settings: readonly SettingsDeclaration<unknown>[];
}

export interface KernelSettings {
  readonly port: number;
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Every Redis key of this process starts with it (tests use their own). */
  readonly redisPrefix: string;
  readonly sessionSecret: string;
  readonly publicBaseUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly mailDir: string;
  readonly logLevel: string;
  readonly trustProxy: boolean;
  /**
   * With trustProxy, how many proxies we run in front of the api: the client address is the
   * X-Forwarded-For entry this many from the right (entries further left are the client's word).
   */
  readonly trustedProxyHops: number;
  /** For tests and demos only: the processes' clock starts at this instant and runs on in real time (null: the system clock). */
  readonly clockStart: Date | null;
  readonly events: EventSettings;
  readonly worker: WorkerSettings;
  /** Prometheus /metrics of the api (never the public port); 0: any free port. */
  readonly metricsPort: number;
  readonly workerMetricsPort: number;
  /** The interface both metrics servers listen on (127.0.0.1; 0.0.0.0 where another host or pod scrapes). */
  readonly metricsHost: string;
  /** On SIGTERM the api answers 503 on /readyz this long before it stops accepting (the load balancer moves on first). */
  readonly drainDelayMs: number;
  /**
   * The site's languages (`SITE_LANGUAGES`, English first): every module with translatable text
   * reads them (docs/adr/0019-languages-are-data.md).
   */
  readonly siteLanguages: readonly string[];
}

export interface Config extends KernelSettings {
  /** The application's name (see Application). */
  readonly name: string;
  /** The settings a module (or the site) declared, decoded at start-up with the kernel's. */
  of<T>(declaration: SettingsDeclaration<T>): T;
}

/** The kernel's own declaration; the application's name and title give two defaults. */
export function kernelSettings(app: Pick<Application, 'name' | 'title'>): SettingsDeclaration<KernelSettings> {
  return declareSettings(
    'kernel',
    {
      required: {
        DATABASE_URL: UrlOf(['postgres', 'postgresql']),
        REDIS_URL: UrlOf(['redis', 'rediss']),
        SESSION_SECRET: Secret,
      },
      optional: {
        PORT: queryInt('PORT', 0, 65535),
        NODE_ENV: oneOf('NODE_ENV', ['development', 'test', 'production']),
        PUBLIC_BASE_URL: UrlOf(['http', 'https']),
        SMTP_URL: UrlOf(['smtp', 'smtps']),
        MAIL_FROM: text('MAIL_FROM', 2000),
        MAIL_DIR: text('MAIL_DIR', 2000),
        LOG_LEVEL: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
        REDIS_PREFIX: text('REDIS_PREFIX', 2000),
        TRUST_PROXY: Bool,
        TRUSTED_PROXY_HOPS: queryInt('TRUSTED_PROXY_HOPS', 1, 10),
        CLOCK_START: Instant('CLOCK_START'),
        EVENT_ATTEMPTS: positive('EVENT_ATTEMPTS'),
        EVENT_BACKOFF_MS: positive('EVENT_BACKOFF_MS'),
        OUTBOX_SWEEP_INTERVAL_MS: positive('OUTBOX_SWEEP_INTERVAL_MS'),
        OUTBOX_SWEEP_AGE_MS: positive('OUTBOX_SWEEP_AGE_MS'),
        OUTBOX_RECONCILE_AGE_MS: positive('OUTBOX_RECONCILE_AGE_MS'),
        EVENT_RETENTION_DAYS: queryInt('EVENT_RETENTION_DAYS', 1, 3660),
        WORKER_CONCURRENCY: queryInt('WORKER_CONCURRENCY', 1, MAX_WORKER_CONCURRENCY),
        WORKER_LOCK_MS: positive('WORKER_LOCK_MS'),
        WORKER_STALLED_INTERVAL_MS: positive('WORKER_STALLED_INTERVAL_MS'),
        WORKER_WATCHDOG_MS: positive('WORKER_WATCHDOG_MS'),
        METRICS_PORT: queryInt('METRICS_PORT', 0, 65535),
        METRICS_HOST: text('METRICS_HOST', 255),
        WORKER_METRICS_PORT: queryInt('WORKER_METRICS_PORT', 0, 65535),
        DRAIN_DELAY_MS: queryInt('DRAIN_DELAY_MS', 0, 120_000),
        SITE_LANGUAGES: SiteLanguagesSetting,
      },
    },
    (e) => {
      const port = e.PORT ?? 3000;
      return {
        port,
        nodeEnv: e.NODE_ENV ?? 'development',
        databaseUrl: e.DATABASE_URL,
        redisUrl: e.REDIS_URL,
        redisPrefix: e.REDIS_PREFIX ?? `${app.name}:`,
        sessionSecret: e.SESSION_SECRET,
        publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
        smtpUrl: e.SMTP_URL,
        mailFrom: e.MAIL_FROM ?? `${app.title} <no-reply@${app.name}.local>`,
        mailDir: e.MAIL_DIR ?? 'var/mail',
        logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
        trustProxy: e.TRUST_PROXY ?? false,
        trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? 1,
        clockStart: e.CLOCK_START ?? null,
        events: {
          attempts: e.EVENT_ATTEMPTS ?? 8,
          backoffMs: e.EVENT_BACKOFF_MS ?? 1000,
          sweepIntervalMs: e.OUTBOX_SWEEP_INTERVAL_MS ?? 3000,
          sweepAgeMs: e.OUTBOX_SWEEP_AGE_MS ?? 5000,
          reconcileAgeMs: e.OUTBOX_RECONCILE_AGE_MS ?? 60_000,
          retentionDays: e.EVENT_RETENTION_DAYS ?? 30,
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
        siteLanguages: e.SITE_LANGUAGES ?? ['en', 'it'],
      };
    },
  );
}

/** Decodes the environment for the kernel and every declaration of `app`; a missing or bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv, app: Application): Config {
  const kernel = kernelSettings(app);
  const values = decodeSettings(env, [kernel, ...app.settings]);
  return {
    ...(values.get(kernel) as KernelSettings),
    name: app.name,
    of<T>(declaration: SettingsDeclaration<T>): T {
      if (!values.has(declaration)) throw new Error(`${declaration.token.description ?? 'these settings'} were not declared by the application`);
      return values.get(declaration) as T;
    },
  };
}
