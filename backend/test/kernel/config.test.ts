import { loadConfig } from '../../src/kernel/config';

const valid = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379', SESSION_SECRET: 's'.repeat(32) };

describe('configuration from the environment', () => {
  it('applies the defaults', () => {
    const c = loadConfig(valid);
    expect(c.port).toBe(3000);
    expect(c.publicBaseUrl).toBe('http://localhost:3000');
    expect(c.nodeEnv).toBe('development');
  });

  it.each([
    [{ DATABASE_URL: undefined }, /DATABASE_URL is missing/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL must be a URL starting with redis:\/\//],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters/],
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
  ])('stops start-up naming the bad variable (%o)', (override, message) => {
    expect(() => loadConfig({ ...valid, ...override })).toThrow(message);
  });
});
