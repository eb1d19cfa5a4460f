import pino from 'pino';
import { currentRequestId } from './request-context';

export type Logger = pino.Logger;

/**
 * What never reaches a log line: the session cookie and credentials of a request and of its
 * answer, and passwords handed to a log call.
 */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'password', '*.password'];

/**
 * Structured JSON logs, one line per event. A line written while a request is handled carries
 * that request's id (`requestId`), whichever logger wrote it; errors go under `err`, which
 * pino writes with their type, message and stack. `name` names the site on every line;
 * `destination` is where lines go (stdout unless a test captures them).
 */
export function createLogger(level: string, options: { name: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      name: options.name,
      level,
      base: { pid: process.pid },
      redact: REDACTED,
      mixin() {
        const requestId = currentRequestId();
        return requestId === null ? {} : { requestId };
      },
    },
    options.destination,
  );
}
