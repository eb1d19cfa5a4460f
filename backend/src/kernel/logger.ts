import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs, one line per event; request logs carry the request id. */
export function createLogger(level: string, name: string): Logger {
  return pino({ name, level, base: { pid: process.pid }, redact: ['req.headers.cookie', 'password', '*.password'] });
}
