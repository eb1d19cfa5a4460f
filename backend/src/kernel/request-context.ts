import { AsyncLocalStorage } from 'node:async_hooks';

/** The HTTP request a piece of work runs for, so the events it records carry its id into the logs. */
const current = new AsyncLocalStorage<{ readonly requestId: string }>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/** The id of the request this code runs for; null outside one (the worker, the cli, the seed). */
export function currentRequestId(): string | null {
  return current.getStore()?.requestId ?? null;
}
