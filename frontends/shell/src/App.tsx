import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ServerState } from '@costiera/kit';
import { RemoteApp, type RemoteLoader } from './remotes/RemoteApp';
import type { RemoteName, RemoteProps } from './remotes/manifest';

const adminFallback = (
  <p role="status" style={{ textAlign: 'center', marginTop: 80, color: '#555' }}>
    Loading…
  </p>
);

interface Props {
  load?: RemoteLoader;
  /** The state of a page the server rendered: what the public remote's first render needs (its query answers among it). */
  serverState?: ServerState | null;
  /** Remotes loaded before the first render (the public one, to hydrate the server's markup). */
  preloaded?: Partial<Record<RemoteName, ComponentType<RemoteProps>>>;
}

/**
 * The layout-free route table: /admin/* goes to the admin remote, everything else to the public
 * one. Each remote keeps its own server state (kit's query cache, the admin's TanStack Query).
 */
export function App({ load, serverState = null, preloaded = {} }: Props) {
  const publicProps: RemoteProps = {
    siteUrl: serverState?.siteUrl ?? window.location.origin,
    formPost: serverState?.formPost ?? null,
    formKey: serverState?.formKey ?? null,
    serverQueries: serverState?.queries ?? [],
  };
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<RemoteApp name="admin_app" label="the admin area" fallback={adminFallback} load={load} />} />
        <Route path="/*" element={<RemoteApp name="public_app" label="this page" fallback={null} load={load} preloaded={preloaded.public_app} props={publicProps} />} />
      </Routes>
    </BrowserRouter>
  );
}
