import { useState, type ComponentType } from 'react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, type ServerState } from '@costiera/kit';
import { RemoteApp, type RemoteLoader } from './remotes/RemoteApp';
import type { RemoteName, RemoteProps } from './remotes/manifest';

const adminFallback = (
  <p role="status" style={{ textAlign: 'center', marginTop: 80, color: '#555' }}>
    Loading…
  </p>
);

interface Props {
  load?: RemoteLoader;
  /** The state of a page the server rendered: the query cache and what the public remote's first render needs. */
  serverState?: ServerState | null;
  /** Remotes loaded before the first render (the public one, to hydrate the server's markup). */
  preloaded?: Partial<Record<RemoteName, ComponentType<RemoteProps>>>;
}

/** The layout-free route table: /admin/* goes to the admin remote, everything else to the public one. */
export function App({ load, serverState = null, preloaded = {} }: Props) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState) hydrate(client, serverState.queries);
    return client;
  });
  const publicProps: RemoteProps = { siteUrl: serverState?.siteUrl ?? window.location.origin, formPost: serverState?.formPost ?? null };
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<RemoteApp name="admin_app" label="the admin area" fallback={adminFallback} load={load} />} />
          <Route path="/*" element={<RemoteApp name="public_app" label="this page" fallback={null} load={load} preloaded={preloaded.public_app} props={publicProps} />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
