import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is signed in on a request, as the audit trail names them. */
export interface RequestActor {
  readonly id: string;
  readonly username: string;
}

interface RequestScope {
  readonly requestId: string;
  /** The client's address as the app resolves it (TRUST_PROXY). */
  readonly address: string | null;
  /** Set once the route guard knows the signed-in user. */
  actor: RequestActor | null;
}

/** The HTTP request a piece of work runs for, so its events and audit entries say which request, who and from where. */
const current = new AsyncLocalStorage<RequestScope>();

export function runWithRequestId<T>(requestId: string, work: () => T, address: string | null = null): T {
  return current.run({ requestId, address, actor: null }, work);
}

/** The id of the request this code runs for; null outside one (the worker, the cli, the seed). */
export function currentRequestId(): string | null {
  return current.getStore()?.requestId ?? null;
}

/** The client address of the request this code runs for; null outside one. */
export function currentRequestAddress(): string | null {
  return current.getStore()?.address ?? null;
}

/** Names the signed-in user of the current request (the route guard calls it). */
export function setRequestActor(actor: RequestActor): void {
  const scope = current.getStore();
  if (scope) scope.actor = actor;
}

/** The signed-in user of the request this code runs for; null outside one or before sign-in. */
export function currentRequestActor(): RequestActor | null {
  return current.getStore()?.actor ?? null;
}
