import type { ComponentType } from 'react';
import type { ServerState } from '@costiera/kit';
import { RemoteApp, type RemoteLoader } from './remotes/RemoteApp';
import type { RemoteName, RemoteProps } from './remotes/manifest';

const adminFallback = (
  <p role="status" style={{ textAlign: 'center', marginTop: 80, color: '#555' }}>
    Loading…
  </p>
);

/** `/admin` and every path under it belong to the admin remote; every other path to the public one. */
export function remoteFor(pathname: string): RemoteName {
  return /^\/admin(\/|$)/.test(pathname) ? 'admin_app' : 'public_app';
}

interface Props {
  load?: RemoteLoader;
  /** The state of a page the server rendered: what the public remote's first render needs (its query answers among it). */
  serverState?: ServerState | null;
  /** Remotes loaded before the first render (the public one, to hydrate the server's markup). */
  preloaded?: Partial<Record<RemoteName, ComponentType<RemoteProps>>>;
}

/**
 * Mounts the remote that owns the page's path. The shell has no router: each remote owns its
 * router and bundles the part of react-router it uses (docs/adr/0018). A link from one remote's
 * paths to the other's is a full page load, so the choice made here holds for the page's lifetime.
 * Each remote keeps its own server state (kit's query cache, the admin's TanStack Query).
 */
export function App({ load, serverState = null, preloaded = {} }: Props) {
  if (remoteFor(window.location.pathname) === 'admin_app') {
    return <RemoteApp name="admin_app" label="the admin area" fallback={adminFallback} load={load} />;
  }
  const publicProps: RemoteProps = {
    siteUrl: serverState?.siteUrl ?? window.location.origin,
    formPost: serverState?.formPost ?? null,
    formKey: serverState?.formKey ?? null,
    serverQueries: serverState?.queries ?? [],
  };
  return <RemoteApp name="public_app" label="this page" fallback={null} load={load} preloaded={preloaded.public_app} props={publicProps} failureTexts={serverState?.failureTexts} />;
}
