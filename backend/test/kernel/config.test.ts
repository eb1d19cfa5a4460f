import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig as loadKernelConfig } from '../../src/kernel/config';
import { declareSettings } from '../../src/kernel/settings';
import { text } from '@costiera/contracts';
import { COSTIERA, loadConfig } from '../../src/site/application';
import { bookingsSettings } from '../../src/modules/bookings';
import { kernelSettings } from '../../src/kernel/config';

const valid = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379', SESSION_SECRET: 's'.repeat(32) };

describe('configuration from the environment', () => {
  it('applies the defaults', () => {
    const c = loadConfig(valid);
    expect(c.port).toBe(3000);
    expect(c.publicBaseUrl).toBe('http://localhost:3000');
    expect(c.nodeEnv).toBe('development');
    expect(c.of(bookingsSettings).bookingRequestsPerMinute).toBe(10);
    expect(c.of(bookingsSettings).ackEmailsPerAddressPerHour).toBe(5);
    expect(c.trustedProxyHops).toBe(1);
    expect(c.metricsHost).toBe('127.0.0.1');
    expect(c.events).toEqual({ attempts: 8, backoffMs: 1000, sweepIntervalMs: 3000, sweepAgeMs: 5000, reconcileAgeMs: 60_000, retentionDays: 30 });
    expect(c.worker).toEqual({ concurrency: 8, lockMs: 30_000, stalledIntervalMs: 30_000, watchdogMs: 10_000 });
    expect(c.siteLanguages).toEqual(['en', 'it']);
  });

  it('reads the site languages, English first, a third one as data', () => {
    expect(loadConfig({ ...valid, SITE_LANGUAGES: 'en, it ,de' }).siteLanguages).toEqual(['en', 'it', 'de']);
  });

  it('names the defaults that depend on the application after it', () => {
    const c = loadConfig(valid);
    expect(c.redisPrefix).toBe('costiera:');
    expect(c.mailFrom).toBe('Costiera <no-reply@costiera.local>');
    expect(c.of(bookingsSettings).bookingsInbox).toBe('bookings@costiera.local');
  });

  it.each([
    [{ DATABASE_URL: undefined }, /DATABASE_URL is missing/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL must be a URL starting with redis:\/\//],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '65536' }, /PORT must be between 0 and 65535/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of development, test, production/],
    [{ MAIL_FROM: '   ' }, /MAIL_FROM is required/],
    [{ WORKER_CONCURRENCY: '9' }, /WORKER_CONCURRENCY must be between 1 and 8/],
    [{ EVENT_ATTEMPTS: '0' }, /EVENT_ATTEMPTS must be between 1 and 999999999/],
    [{ BOOKING_REQUESTS_PER_MINUTE: 'lots' }, /BOOKING_REQUESTS_PER_MINUTE must be a whole number/],
    [{ TRUSTED_PROXY_HOPS: '0' }, /TRUSTED_PROXY_HOPS must be between 1 and 10/],
    [{ EVENT_RETENTION_DAYS: '0' }, /EVENT_RETENTION_DAYS must be between 1 and 3660/],
    [{ PERSONAL_DATA_RETENTION_DAYS: 'forever' }, /PERSONAL_DATA_RETENTION_DAYS must be a whole number/],
    [{ SITE_LANGUAGES: 'it,en' }, /: SITE_LANGUAGES is not valid: the site's languages start with en, the language translations are made from$/],
    [{ SITE_LANGUAGES: 'en,Italian' }, /: SITE_LANGUAGES is not valid: "Italian" is not a language code \(two lower-case letters\)$/],
    [{ SITE_LANGUAGES: 'en,it,it' }, /SITE_LANGUAGES is not valid: a language is listed twice/],
  ])('stops start-up naming the bad variable (%o)', (override, message) => {
    expect(() => loadConfig({ ...valid, ...override })).toThrow(message);
  });

  it("names the bad variables of the kernel and of a module in one message", () => {
    expect(() => loadConfig({ ...valid, PORT: 'eighty', BOOKING_HORIZON_DAYS: '0' })).toThrow(/PORT must be a whole number; BOOKING_HORIZON_DAYS must be between 1 and 3660/);
  });

  it('refuses two declarations of one variable, and settings no declaration of the application made', () => {
    const again = declareSettings('again', { optional: { PORT: text('PORT') } }, (e) => e);
    expect(() => loadKernelConfig(valid, { ...COSTIERA, settings: [again] })).toThrow('settings read by two declarations: PORT');
    const undeclared = declareSettings('undeclared', { optional: { UNDECLARED: text('UNDECLARED') } }, (e) => e);
    expect(() => loadConfig(valid).of(undeclared)).toThrow('undeclared.settings were not declared by the application');
  });
});

describe('.env.example', () => {
  /** Keys set (`KEY=...`) or shown commented out (`# KEY=...`). */
  const listed = readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined);
  const declared = [kernelSettings(COSTIERA), ...COSTIERA.settings].flatMap((d) => d.variables);

  it('lists every setting the kernel, the site and the modules read, and nothing else, once each', () => {
    expect([...listed].sort()).toEqual([...declared].sort());
  });
});
