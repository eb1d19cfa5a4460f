import { loadConfig } from '../../src/kernel/config';

const valid = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379', SESSION_SECRET: 's'.repeat(32) };

describe('configuration from the environment', () => {
  it('applies the defaults', () => {
    const c = loadConfig(valid);
    expect(c.port).toBe(3000);
    expect(c.publicBaseUrl).toBe('http://localhost:3000');
    expect(c.nodeEnv).toBe('development');
    expect(c.bookingRequestsPerMinute).toBe(10);
    expect(c.ackEmailsPerAddressPerHour).toBe(5);
    expect(c.trustedProxyHops).toBe(1);
    expect(c.metricsHost).toBe('127.0.0.1');
    expect(c.events).toEqual({ attempts: 8, backoffMs: 1000, sweepIntervalMs: 3000, sweepAgeMs: 5000, reconcileAgeMs: 60_000 });
    expect(c.worker).toEqual({ concurrency: 8, lockMs: 30_000, stalledIntervalMs: 30_000, watchdogMs: 10_000 });
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
  ])('stops start-up naming the bad variable (%o)', (override, message) => {
    expect(() => loadConfig({ ...valid, ...override })).toThrow(message);
  });
});
