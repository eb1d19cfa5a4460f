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
  }),
]);

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
  };
}
